// swift-tools-version: 6.0
//
// Development manifest of the RACSubjects layer: depends on RACDisposables,
// RACSchedulers and RACStreamCore.
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
  ],
  targets: [
    .target(
      name: "RACSubjects",
      dependencies: [
        .product(name: "RACDisposables", package: "RACDisposables"),
        .product(name: "RACSchedulers", package: "RACSchedulers"),
        .product(name: "RACStreamCore", package: "RACStreamCore"),
      ]
    ),
    .testTarget(name: "RACSubjectsTests", dependencies: ["RACSubjects"]),
  ]
)
