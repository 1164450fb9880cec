// swift-tools-version: 6.1
//
// The benchmark package (Docs/Performance.md): this library against OpenCombine and a plain
// Swift loop, workload by workload. It is its own package so that the library's
// manifest never inherits package-benchmark or OpenCombine.
//
// - `Workloads` (library): every workload (`Registry.entries`) for every implementation,
//   one small function each, in one file per family
//   (`Sources/Workloads/Families/<Family>.swift`), and the registry that lists them.
// - `bench-table` (executable): times each registered workload (median of 5),
//   counts its mallocs, and prints the Markdown table of `Scripts/bench.sh`.
// - `PeerComparison` (package-benchmark suite under `Benchmarks/`, where the
//   plugin requires it): the same registry for `swift package benchmark`.
// - `rac-soak` (executable): the randomised multi-threaded soak run of
//   `Scripts/soak.sh`, built here so that CI's one release build of this
//   package (`Scripts/check-mallocs.sh`) builds it too.
//
// The library is taken from the root package by path. Every layer product the
// root manifest declares (but RACTesting) is linked into `Workloads`, so that
// when a layer lands, giving a workload its library half is an edit of
// its family's file in `Sources/Workloads/Families/` alone.
import Foundation
import PackageDescription

/// The root package, whose products are one library per layer.
let rootDirectory = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()

/// The identity SwiftPM gives a `path:` dependency: its folder's name, which
/// depends on where the repository was cloned (not the manifest's "swift-rac").
let rootIdentity = rootDirectory.lastPathComponent.lowercased()

/// Layers for tests only: the workloads never import them.
let testSupportLayers: Set<String> = ["RACTesting"]

/// The layers the root package declares, each one library product: the
/// folders `Packages/<Name>/Sources/<Name>` whose name the root manifest
/// mentions as a string literal (`Layer("<Name>", …)`). Requiring both keeps
/// this package building while a layer's folder exists but is not yet declared
/// at the root.
let layerProducts: [String] = {
  let fileManager = FileManager.default
  let packages = rootDirectory.appendingPathComponent("Packages")
  let manifest = rootDirectory.appendingPathComponent("Package.swift")
  guard let rootManifest = try? String(contentsOf: manifest, encoding: .utf8),
    let folders = try? fileManager.contentsOfDirectory(atPath: packages.path)
  else { return [] }
  return folders.filter { name in
    var isDirectory: ObjCBool = false
    let sources = packages.appendingPathComponent("\(name)/Sources/\(name)").path
    return fileManager.fileExists(atPath: sources, isDirectory: &isDirectory)
      && isDirectory.boolValue
      && rootManifest.contains("\"\(name)\"")
      && !testSupportLayers.contains(name)
  }.sorted()
}()

let swiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
  name: "swift-rac-benchmarks",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    .target(
      name: "Workloads",
      dependencies: layerProducts.map { .product(name: $0, package: rootIdentity) } + [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "bench-table",
      dependencies: ["Workloads"],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "rac-soak",
      dependencies: layerProducts.map { .product(name: $0, package: rootIdentity) },
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "PeerComparison",
      dependencies: [
        "Workloads",
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/PeerComparison",
      swiftSettings: swiftSettings,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
  ]
)
