import RACDisposables
import RACSchedulers
import RACStreamCore
import RACSubjects
import Testing

@Suite struct RACChannelTests {
  @Test func channelLeadingTerminalSendsNoValueOnSubscription() {
    let channel = RACChannel<String>()
    channel.followingTerminal.sendNext("value 1")
    var received: String?
    channel.leadingTerminal.subscribeNext { received = $0 }
    #expect(received == nil)
    channel.followingTerminal.sendNext("value 2")
    #expect(received == "value 2")
  }

  @Test func channelFollowingTerminalSendsTheLatestValueOnSubscription() {
    let channel = RACChannel<String>()
    channel.leadingTerminal.sendNext("value 1")
    let first = TakingSubscriber<String>(limit: 1)
    channel.followingTerminal.subscribe(first)
    #expect(first.values == ["value 1"])
    channel.leadingTerminal.sendNext("value 2")
    let second = TakingSubscriber<String>(limit: 1)
    channel.followingTerminal.subscribe(second)
    #expect(second.values == ["value 2"])
    #expect(first.values == ["value 1"])
  }

  @Test func channelSendsLeadingTerminalValuesAsTheyChange() {
    let channel = RACChannel<Int>()
    let recorder = Recorder<Int>()
    channel.leadingTerminal.subscribe(recorder)
    for value in 1...3 { channel.followingTerminal.sendNext(value) }
    #expect(recorder.values == [1, 2, 3])
  }

  @Test func channelSendsFollowingTerminalValuesAsTheyChange() {
    let channel = RACChannel<Int>()
    channel.leadingTerminal.sendNext(1)
    let recorder = Recorder<Int>()
    channel.followingTerminal.subscribe(recorder)
    channel.leadingTerminal.sendNext(2)
    channel.leadingTerminal.sendNext(3)
    #expect(recorder.values == [1, 2, 3])
  }

  /// The diagram of RACChannel's documentation.
  @Test func channelMarbleDiagram() {
    let scheduler = RACTestScheduler()
    let channel = RACChannel<String>()
    let followingEarly = TimedRecorder<String>(scheduler)
    let followingLate = TimedRecorder<String>(scheduler)
    let leading = TimedRecorder<String>(scheduler)
    on(scheduler, at: 0) {
      channel.followingTerminal.subscribe(followingEarly)
      channel.leadingTerminal.subscribe(leading)
    }
    on(scheduler, at: 1) { channel.leadingTerminal.sendNext("a") }
    on(scheduler, at: 2) { channel.followingTerminal.sendNext("x") }
    on(scheduler, at: 3) { channel.followingTerminal.subscribe(followingLate) }
    on(scheduler, at: 5) { channel.leadingTerminal.sendNext("b") }
    on(scheduler, at: 6) { channel.followingTerminal.sendNext("y") }
    scheduler.stepAll()
    #expect(followingEarly.timeline == ["0^", "1a", "5b"])
    #expect(followingLate.timeline == ["3^", "3a", "5b"])
    #expect(leading.timeline == ["0^", "2x", "6y"])
  }

  @Test(arguments: [true, false])
  func channelCompletesBothSides(fromLeading: Bool) {
    let channel = RACChannel<Int>()
    let leading = Recorder<Int>()
    let following = Recorder<Int>()
    channel.leadingTerminal.subscribe(leading)
    channel.followingTerminal.subscribe(following)
    if fromLeading {
      channel.leadingTerminal.sendCompleted()
    } else {
      channel.followingTerminal.sendCompleted()
    }
    #expect(leading.events == [.completed])
    #expect(following.events == [.completed])
  }

  @Test func channelErrorEndsBothSides() {
    let channel = RACChannel<Int>()
    let leading = Recorder<Int>()
    let following = Recorder<Int>()
    channel.leadingTerminal.subscribe(leading)
    channel.followingTerminal.subscribe(following)
    channel.followingTerminal.sendError(TestError(code: 4))
    #expect(leading.events == [.error(TestError(code: 4))])
    #expect(following.events == [.error(TestError(code: 4))])
  }

  @Test func channelReplaysCompletionToNewSubscribers() {
    let channel = RACChannel<Int>()
    channel.leadingTerminal.sendCompleted()
    let leading = Recorder<Int>()
    let following = Recorder<Int>()
    channel.leadingTerminal.subscribe(leading)
    channel.followingTerminal.subscribe(following)
    #expect(leading.events == [.completed])
    #expect(following.events == [.completed])
  }

  /// Two channels bound to each other, terminal to terminal, as RAC's
  /// two-way bindings are: a value sent into one side comes out of the other
  /// and does not echo back.
  @Test func channelTwoWayBinding() {
    let model = RACChannel<String>()
    let view = RACChannel<String>()
    let modelValues = Recorder<String>()
    let viewValues = Recorder<String>()
    model.leadingTerminal.subscribe(modelValues)
    view.leadingTerminal.subscribe(viewValues)
    model.followingTerminal.subscribe(view.followingTerminal)
    view.followingTerminal.subscribe(model.followingTerminal)

    model.leadingTerminal.sendNext("from model")
    view.leadingTerminal.sendNext("from view")
    #expect(viewValues.values == ["from model"])
    #expect(modelValues.values == ["from view"])
  }

  /// A terminal subscribed to a signal hands the subscription to the other
  /// side: ending the channel disposes it.
  @Test func channelTerminalSubscriptionIsDisposedWhenTheChannelEnds() {
    let channel = RACChannel<Int>()
    let disposed = Counter()
    let source = RACSubject<Int>()
    RACSignal<Int> { subscriber in
      let inner = source.subscribe(subscriber)
      return RACDisposable {
        disposed.increment()
        inner.dispose()
      }
    }.subscribe(channel.leadingTerminal)
    let following = Recorder<Int>()
    channel.followingTerminal.subscribe(following)
    source.sendNext(1)
    channel.followingTerminal.sendCompleted()
    #expect(disposed.value == 1)
    #expect(following.events == [.next(1), .completed])
  }

  @Test func channelTerminalNames() {
    let channel = RACChannel<Int>()
    #expect(channel.leadingTerminal.name == "leadingTerminal")
    #expect(channel.followingTerminal.name == "followingTerminal")
  }
}
