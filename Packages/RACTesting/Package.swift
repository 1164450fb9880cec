// swift-tools-version: 6.0
//
// Development manifest of the RACTesting layer: test support (an event
// recorder, marble notation, hot and cold test signals, a leak tracker) for
// the library's tests and for users' own. Depends on RACDisposables,
// RACSchedulers and RACStreamCore. It imports neither XCTest nor Testing, so
// that it works with both.
import PackageDescription

let package = Package(
  name: "RACTesting",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RACTesting", targets: ["RACTesting"])
  ],
  dependencies: [
    .package(path: "../RACDisposables"),
    .package(path: "../RACSchedulers"),
    .package(path: "../RACStreamCore"),
  ],
  targets: [
    .target(
      name: "RACTesting",
      dependencies: [
        .product(name: "RACDisposables", package: "RACDisposables"),
        .product(name: "RACSchedulers", package: "RACSchedulers"),
        .product(name: "RACStreamCore", package: "RACStreamCore"),
      ]
    ),
    .testTarget(name: "RACTestingTests", dependencies: ["RACTesting"]),
  ]
)
