// swift-tools-version: 6.0
//
// The distribution manifest: the one users depend on by URL.
//
// Every layer is declared here by `path:` into `Packages/<Layer>/`, one
// library product per layer. Each layer also has its own development manifest
// (`Packages/<Layer>/Package.swift`) that names only the layers beneath it, so
// that the package manager enforces the layering. `Scripts/check-manifests.sh`
// fails when this table and the layer manifests disagree.
import PackageDescription

/// A layer: its name, the layers its library target imports, and the extra
/// layers its test target imports (besides the layer itself).
struct Layer {
  let name: String
  let dependencies: [String]
  let testDependencies: [String]
  /// Further test targets of the layer, each depending on the layer only
  /// and compiled in the Swift 6 language mode.
  let swift6Tests: [String]

  init(
    _ name: String, dependencies: [String] = [], testDependencies: [String] = [],
    swift6Tests: [String] = []
  ) {
    self.name = name
    self.dependencies = dependencies
    self.testDependencies = testDependencies
    self.swift6Tests = swift6Tests
  }
}

/// The layers, lowest first.
let layers: [Layer] = [
  Layer("RACDisposables", testDependencies: ["RACTestSupport"]),
  Layer("RACSchedulers", dependencies: ["RACDisposables"], testDependencies: ["RACTestSupport"]),
  Layer(
    "RACStreamCore",
    dependencies: ["RACDisposables", "RACSchedulers"],
    testDependencies: ["RACStreamCoreTestSupport", "RACTestSupport", "RACDisposables", "RACSchedulers"]
  ),
  Layer("RACTesting", dependencies: ["RACDisposables", "RACSchedulers", "RACStreamCore"]),
  Layer(
    "RACSignalOperators",
    dependencies: ["RACDisposables", "RACSchedulers", "RACStreamCore"],
    testDependencies: ["RACTesting", "RACStreamCoreTestSupport", "RACTestSupport"]
  ),
  Layer(
    "RACSubjects",
    dependencies: ["RACDisposables", "RACSchedulers", "RACStreamCore", "RACSignalOperators"],
    testDependencies: ["RACTestSupport"],
    // The patterns users write in Swift 6 language mode (the "Swift
    // concurrency" article of the RACSignalOperators catalog).
    swift6Tests: ["RACSwift6Tests"]
  ),
  Layer(
    "RACSequence",
    dependencies: ["RACDisposables", "RACSchedulers", "RACStreamCore"],
    testDependencies: ["RACTesting", "RACTestSupport"]
  ),
  Layer(
    "RACCommand",
    dependencies: ["RACDisposables", "RACSchedulers", "RACStreamCore", "RACSignalOperators", "RACSubjects"]
  ),
  Layer(
    "RACFoundation",
    dependencies: ["RACDisposables", "RACSchedulers", "RACStreamCore", "RACSignalOperators", "RACSubjects"]
  ),
]

/// The umbrella product: one module that re-exports every layer.
let umbrella = "RAC"

let platforms: [SupportedPlatform] = [
  .macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
]

var targets: [Target] = []
for layer in layers {
  targets.append(
    .target(
      name: layer.name,
      dependencies: layer.dependencies.map { .target(name: $0) },
      path: "Packages/\(layer.name)/Sources/\(layer.name)"
    )
  )
  targets.append(
    .testTarget(
      name: "\(layer.name)Tests",
      dependencies: ([layer.name] + layer.testDependencies).map { .target(name: $0) },
      path: "Packages/\(layer.name)/Tests/\(layer.name)Tests"
    )
  )
  for test in layer.swift6Tests {
    targets.append(
      .testTarget(
        name: test,
        dependencies: [.target(name: layer.name)],
        path: "Packages/\(layer.name)/Tests/\(test)",
        swiftSettings: [.swiftLanguageMode(.v6)]
      )
    )
  }
}

/// The project's own test helpers, each in the folder
/// `Packages/<Layer>/Tests/<Name>` of the lowest layer it needs: regular
/// targets, not products, so that users do not inherit them (their tests
/// want RACTesting); each depends on its layer only (Docs/Internals.md,
/// "Test support").
let testSupport: [(name: String, layer: String, dependencies: [String])] = [
  ("RACTestSupport", "RACDisposables", []),
  ("RACStreamCoreTestSupport", "RACStreamCore", ["RACStreamCore"]),
]
for support in testSupport {
  targets.append(
    .target(
      name: support.name,
      dependencies: support.dependencies.map { .target(name: $0) },
      path: "Packages/\(support.layer)/Tests/\(support.name)"
    )
  )
}

/// Cross-layer test targets under `Tests/`: conformance and law tests.
let crossLayerTests: [(name: String, dependencies: [String])] = [
  (
    "RACStreamLawsTests",
    ["RACDisposables", "RACSchedulers", "RACStreamCore", "RACSignalOperators", "RACSubjects", "RACTestSupport"]
  ),
  ("RACUmbrellaTests", [umbrella]),
  (
    "RACGrammarTests",
    [
      "RACDisposables", "RACSchedulers", "RACStreamCore", "RACSignalOperators", "RACSubjects", "RACSequence",
      "RACTesting", "RACTestSupport",
    ]
  ),
  // RAC 2.x's documented examples (README, BasicOperators, DesignGuidelines,
  // FrameworkOverview, MemoryManagement), each checking the output its doc states.
  ("RACDocumentedExamplesTests", [umbrella]),
]
for test in crossLayerTests {
  targets.append(
    .testTarget(
      name: test.name,
      dependencies: test.dependencies.map { .target(name: $0) },
      path: "Tests/\(test.name)"
    )
  )
}

targets.append(
  .target(
    name: umbrella,
    dependencies: layers.map { .target(name: $0.name) },
    path: "Sources/\(umbrella)"
  )
)

targets.append(
  .executableTarget(
    name: "rac-examples",
    dependencies: [.target(name: umbrella)],
    path: "Examples/rac-examples"
  )
)

// The marble tool (Sources/RACMarbles/README.md): examples of the documented
// operators, played on a test scheduler and drawn as text and SVG. Not a
// product: users do not inherit it. `swift run rac-marbles` updates the
// pictures; `Tests/RACMarblesTests` fails when a doc comment's diagram or a
// committed picture differs from what running the operators draws.
let marbleDependencies = [
  "RACDisposables", "RACSchedulers", "RACStreamCore", "RACTesting", "RACSignalOperators", "RACSubjects", "RACSequence",
  "RACCommand",
]
targets.append(
  .target(
    name: "RACMarbles",
    dependencies: marbleDependencies.map { .target(name: $0) },
    path: "Sources/RACMarbles",
    exclude: ["README.md"]
  )
)
targets.append(
  .executableTarget(
    name: "rac-marbles",
    dependencies: [.target(name: "RACMarbles")],
    path: "Sources/rac-marbles"
  )
)
targets.append(
  .testTarget(
    name: "RACMarblesTests",
    dependencies: [.target(name: "RACMarbles")],
    path: "Tests/RACMarblesTests"
  )
)

let package = Package(
  name: "swift-rac",
  platforms: platforms,
  products: layers.map { .library(name: $0.name, targets: [$0.name]) }
    + [.library(name: umbrella, targets: [umbrella])]
    + [.executable(name: "rac-examples", targets: ["rac-examples"])],
  targets: targets
)
