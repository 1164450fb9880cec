// swift-tools-version: 6.0
//
// Development manifest of the RACSignalOperators layer: RACSignal+Operations,
// by family. Depends on RACDisposables, RACSchedulers and RACStreamCore; its
// tests also use RACTesting (marbles on the virtual-time scheduler).
import PackageDescription

let package = Package(
  name: "RACSignalOperators",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RACSignalOperators", targets: ["RACSignalOperators"])
  ],
  dependencies: [
    .package(path: "../RACDisposables"),
    .package(path: "../RACSchedulers"),
    .package(path: "../RACStreamCore"),
    .package(path: "../RACTesting"),
  ],
  targets: [
    .target(
      name: "RACSignalOperators",
      dependencies: [
        .product(name: "RACDisposables", package: "RACDisposables"),
        .product(name: "RACSchedulers", package: "RACSchedulers"),
        .product(name: "RACStreamCore", package: "RACStreamCore"),
      ]
    ),
    .testTarget(
      name: "RACSignalOperatorsTests",
      dependencies: [
        "RACSignalOperators",
        .product(name: "RACTesting", package: "RACTesting"),
        .product(name: "RACStreamCoreTestSupport", package: "RACStreamCore"),
        .product(name: "RACTestSupport", package: "RACDisposables"),
      ]
    ),
  ]
)
