import RACSignalOperators
import RACStreamCore
import RACTesting

// RACSignalOperators, Binding family (Binding/): the bound property is drawn
// as a line of the values written into it.

private typealias Example = RACMarbleExample
private typealias At = RACMarbleExample.Location

private let file = "Binding/RACSignal+Binding.swift"

/// An object whose properties report each write.
private final class Model {
  var written: (() -> Void)?
  var name = "" { didSet { written?() } }
  var count = 0 { didSet { written?() } }
}

/// The values written into `model`'s property at `keyPath`, as a signal to
/// record.
private func writes<Value>(_ model: Model, _ keyPath: KeyPath<Model, Value>) -> RACSignal<Value> {
  RACSignal { subscriber in
    model.written = { subscriber.sendNext(model[keyPath: keyPath]) }
    return nil
  }
}

extension RACMarbleCatalog {
  static let signalOperatorsBinding = RACMarbleFamily(
    "Binding", layer: .signalOperators,
    files: [file],
    examples: [
      Example(
        "setKeyPath", layer: .signalOperators, caption: "setKeyPath(\\.name, on: object), the binding disposed at 4",
        documents: [At(file, "public func setKeyPath<Root: AnyObject>(")]
      ) { m in
        let model = Model()
        let source: RACSignal<String> = try m.cold("self", "-a-b-c-|", subscriptions: true)
        m.record(writes(model, \.name), label: "object.name", length: 5)
        let binding = source.setKeyPath(\.name, on: model)
        m.at(4) { binding.dispose() }
        m.expect("object.name == b") { model.name == "b" }
      },
      Example(
        "setKeyPath-nilValue", layer: .signalOperators, caption: "setKeyPath(\\.count, on: object, nilValue: 9); z = 9",
        documents: [At(file, "public func setKeyPath<Root: AnyObject, Wrapped>(")]
      ) { m in
        let model = Model()
        let legend: [Character: Int?] = ["a": 5, "n": nil]
        let source: RACSignal<Int?> = try m.cold(
          "self", "-a-n-|", values: RACMarbleLegend(legend), note: "a = 5, n = nil", subscriptions: true)
        m.record(writes(model, \.count), label: "object.count", length: 5, values: ["a": 5, "z": 9])
        source.setKeyPath(\.count, on: model, nilValue: 9)
        m.expect("object.count == 9") { model.count == 9 }
      },
    ])
}
