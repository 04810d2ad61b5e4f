public enum BlueprintLayoutAnimationType {
  case insert, delete, move
}

