// swift-tools-version: 6.0
//
// Development manifest of the RACSchedulers layer: depends on RACDisposables.
import PackageDescription

let package = Package(
  name: "RACSchedulers",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RACSchedulers", targets: ["RACSchedulers"])
  ],
  dependencies: [
    .package(path: "../RACDisposables")
  ],
  targets: [
    .target(
      name: "RACSchedulers",
      dependencies: [.product(name: "RACDisposables", package: "RACDisposables")]
    ),
    .testTarget(
      name: "RACSchedulersTests",
      dependencies: ["RACSchedulers", .product(name: "RACTestSupport", package: "RACDisposables")]
    ),
  ]
)
