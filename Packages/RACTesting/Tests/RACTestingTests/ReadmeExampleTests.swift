import RACStreamCore
import RACTesting
import Testing

/// The README's marble example, kept compiling and passing.
@Suite struct ReadmeExampleTests {
  @Test func mapMultiplies() throws {
    let test = RACMarbleTester()
    let source = try test.cold("-a-b-|", values: ["a": 1, "b": 2])
    let recorder = test.record(source.map { $0 * 10 })
    test.run()
    let result = try recorder.compare(with: "-x-y-|", values: ["x": 10, "y": 20])
    #expect(result.isMatch, "\(result)")
  }
}
