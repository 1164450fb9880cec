// swift-tools-version: 6.0
//
// Development manifest of the RACFoundation layer: RAC 2.5's Foundation
// bridges (NotificationCenter, URL loading, file contents, FileHandle).
// Depends on RACDisposables, RACSchedulers, RACStreamCore, RACSignalOperators
// and RACSubjects (the content reads replay through a RACReplaySubject, as
// RAC's do: Docs/Decisions.md, "RACFoundation stands on RACSubjects").
import PackageDescription

let package = Package(
  name: "RACFoundation",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RACFoundation", targets: ["RACFoundation"])
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
      name: "RACFoundation",
      dependencies: [
        .product(name: "RACDisposables", package: "RACDisposables"),
        .product(name: "RACSchedulers", package: "RACSchedulers"),
        .product(name: "RACStreamCore", package: "RACStreamCore"),
        .product(name: "RACSignalOperators", package: "RACSignalOperators"),
        .product(name: "RACSubjects", package: "RACSubjects"),
      ]
    ),
    .testTarget(name: "RACFoundationTests", dependencies: ["RACFoundation"]),
  ]
)
