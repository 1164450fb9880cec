// swift-tools-version: 6.0
//
// Development manifest of the RACSubjects layer: depends on RACDisposables,
// RACSchedulers, RACStreamCore and RACSignalOperators.
import PackageDescription

let package = Package(
  name: "RACSubjects",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RACSubjects", targets: ["RACSubjects"]),
  ],
  dependencies: [
    .package(path: "../RACDisposables"),
    .package(path: "../RACSchedulers"),
    .package(path: "../RACStreamCore"),
    .package(path: "../RACSignalOperators"),
  ],
  targets: [
    .target(
      name: "RACSubjects",
      dependencies: [
        .product(name: "RACDisposables", package: "RACDisposables"),
        .product(name: "RACSchedulers", package: "RACSchedulers"),
        .product(name: "RACStreamCore", package: "RACStreamCore"),
        .product(name: "RACSignalOperators", package: "RACSignalOperators"),
      ]
    ),
    .testTarget(name: "RACSubjectsTests", dependencies: ["RACSubjects"]),
  ]
)
