// swift-tools-version: 6.0
//
// Development manifest of the RACStreamCore layer: depends on RACDisposables
// and RACSchedulers.
import PackageDescription

let package = Package(
  name: "RACStreamCore",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RACStreamCore", targets: ["RACStreamCore"]),
  ],
  dependencies: [
    .package(path: "../RACDisposables"),
    .package(path: "../RACSchedulers"),
  ],
  targets: [
    .target(
      name: "RACStreamCore",
      dependencies: [
        .product(name: "RACDisposables", package: "RACDisposables"),
        .product(name: "RACSchedulers", package: "RACSchedulers"),
      ]
    ),
    .testTarget(
      name: "RACStreamCoreTests",
      dependencies: [
        "RACStreamCore",
        .product(name: "RACDisposables", package: "RACDisposables"),
        .product(name: "RACSchedulers", package: "RACSchedulers"),
      ]
    ),
  ]
)
