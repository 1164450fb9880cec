import RACDisposables
import RACStreamCore
import Testing

@Suite struct StartWithTests {
  @Test func startWithSendsValueFirst() {
    let recorder = Recorder(just([1, 2]).start(with: 0))
    #expect(recorder.values == [0, 1, 2])
    #expect(recorder.completed)
  }

  @Test func startWithThenTakeOneDoesNotSubscribeSource() {
    let source = ManualSource<Int>()
    let recorder = Recorder(source.signal.start(with: 0).take(1))
    #expect(recorder.values == [0])
    #expect(recorder.completed)
    #expect(source.subscriptions == 0)
  }
}
