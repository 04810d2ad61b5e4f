import SwiftUI

/// One user's stories: a page of the cube.
struct StoryPage: View {
  let account: Int

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color(white: 0.97)
      Text("Stories of user \(account)")
        .font(.headline)
        .padding()
    }
  }
}

struct StoryPage_Previews: PreviewProvider {
  static var previews: some View {
    StoryPage(account: 0)
      .previewLayout(.fixed(width: 393, height: 852))
  }
}
