// swift-tools-version: 6.0
//
// Development manifest of the RACCommand layer: RAC 2.5's RACCommand, built
// from subjects and operators. Depends on RACDisposables, RACSchedulers,
// RACStreamCore, RACSignalOperators and RACSubjects.
import PackageDescription

let package = Package(
  name: "RACCommand",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RACCommand", targets: ["RACCommand"])
  ],
  dependencies: [
    .package(path: "../RACDisposables"),
    .package(path: "../RACSchedulers"),
    .package(path: "../RACStreamCore"),
    .package(path: "../RACSignalOperators"),
    .package(path: "../RACSubjects"),
  ],
  targets: [
    .target(
      name: "RACCommand",
      dependencies: [
        .product(name: "RACDisposables", package: "RACDisposables"),
        .product(name: "RACSchedulers", package: "RACSchedulers"),
        .product(name: "RACStreamCore", package: "RACStreamCore"),
        .product(name: "RACSignalOperators", package: "RACSignalOperators"),
        .product(name: "RACSubjects", package: "RACSubjects"),
      ]
    ),
    .testTarget(name: "RACCommandTests", dependencies: ["RACCommand"]),
  ]
)
