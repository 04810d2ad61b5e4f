//
//  TestPageChildViewController.swift
//  Pageboy
//
//  Created by Merrick Sapsford on 15/02/2017.
//  Copyright © 2022 UI At Six. All rights reserved.
//

import UIKit

class TestPageChildViewController: UIViewController {

    var index: Int?
    
}
