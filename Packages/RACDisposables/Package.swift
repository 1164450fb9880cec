// swift-tools-version: 6.0
//
// Development manifest of the RACDisposables layer: the bottom layer, it
// depends on the toolchain only.
import PackageDescription

let package = Package(
  name: "RACDisposables",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RACDisposables", targets: ["RACDisposables"]),
  ],
  targets: [
    .target(name: "RACDisposables"),
    .testTarget(name: "RACDisposablesTests", dependencies: ["RACDisposables"]),
  ]
)
