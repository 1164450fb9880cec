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
    // The project's own test helpers that need this layer, for the tests of
    // this layer and those above it (not a product of the distribution
    // manifest: Docs/Internals.md, "Test support").
    .library(name: "RACStreamCoreTestSupport", targets: ["RACStreamCoreTestSupport"]),
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
    .target(
      name: "RACStreamCoreTestSupport",
      dependencies: ["RACStreamCore"],
      path: "Tests/RACStreamCoreTestSupport"
    ),
    .testTarget(
      name: "RACStreamCoreTests",
      dependencies: [
        "RACStreamCore",
        "RACStreamCoreTestSupport",
        .product(name: "RACTestSupport", package: "RACDisposables"),
        .product(name: "RACDisposables", package: "RACDisposables"),
        .product(name: "RACSchedulers", package: "RACSchedulers"),
      ]
    ),
  ]
)
