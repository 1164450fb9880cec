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
    // The project's own test helpers, for the layers' tests (not a product
    // of the distribution manifest: Docs/Internals.md, "Test support").
    .library(name: "RACTestSupport", targets: ["RACTestSupport"]),
  ],
  targets: [
    .target(name: "RACDisposables"),
    .target(name: "RACTestSupport", path: "Tests/RACTestSupport"),
    .testTarget(name: "RACDisposablesTests", dependencies: ["RACDisposables", "RACTestSupport"]),
  ]
)
