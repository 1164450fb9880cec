// swift-tools-version: 6.0
//
// Development manifest of the RACSequence layer: the pull-based counterpart of
// RACSignal. Depends on RACDisposables, RACSchedulers and RACStreamCore (the
// RACStream algebra, and RACSignal for the bridges); its tests also use
// RACTesting.
import PackageDescription

let package = Package(
  name: "RACSequence",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RACSequence", targets: ["RACSequence"])
  ],
  dependencies: [
    .package(path: "../RACDisposables"),
    .package(path: "../RACSchedulers"),
    .package(path: "../RACStreamCore"),
    .package(path: "../RACTesting"),
  ],
  targets: [
    .target(
      name: "RACSequence",
      dependencies: [
        .product(name: "RACDisposables", package: "RACDisposables"),
        .product(name: "RACSchedulers", package: "RACSchedulers"),
        .product(name: "RACStreamCore", package: "RACStreamCore"),
      ]
    ),
    .testTarget(
      name: "RACSequenceTests",
      dependencies: [
        "RACSequence",
        .product(name: "RACTesting", package: "RACTesting"),
        .product(name: "RACTestSupport", package: "RACDisposables"),
      ]
    ),
  ]
)
