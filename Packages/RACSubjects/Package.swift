// swift-tools-version: 6.0
//
// Development manifest of the RACSubjects layer: depends on RACDisposables,
// RACSchedulers, RACStreamCore and RACSignalOperators.
import PackageDescription

let package = Package(
  name: "RACSubjects",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RACSubjects", targets: ["RACSubjects"])
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
    .testTarget(
      name: "RACSubjectsTests",
      dependencies: ["RACSubjects", .product(name: "RACTestSupport", package: "RACDisposables")]
    ),
    // The patterns users write in Swift 6 language mode (a create block
    // sending from a queue, a task or a thread; subjects sent from tasks;
    // async/await; the main actor), compiled with warnings as errors by
    // Scripts/test.sh. The language mode is stated so that it stays 6 if
    // the tools version moves.
    .testTarget(
      name: "RACSwift6Tests",
      dependencies: ["RACSubjects"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
