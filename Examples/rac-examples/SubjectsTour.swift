import Foundation
import RAC

/// Shows RACSubjects at work: a subject, and a cold signal made hot with
/// `replayLazily()` so that its side effect runs once for every subscriber.
func subjectsTour() {
  section("RACSubjects: a subject sends to whoever is subscribed")
  let subject = RACSubject<String>()
  subject.sendNext("nobody hears this")
  subject.subscribeNext { print("  first got \($0)") }
  subject.sendNext("hello")
  subject.subscribeNext { print("  second got \($0)") }
  subject.sendNext("world")

  section("RACSubjects: a cold signal made hot with replayLazily")
  var requests = 0
  let request = RACSignal<String> { subscriber in
    requests += 1
    print("  performing the request (side effect #\(requests))")
    subscriber.sendNext("{\"user\": \"octocat\"}")
    subscriber.sendCompleted()
    return nil
  }
  let shared = request.replayLazily()
  print("  replayLazily() subscribed to nothing yet: \(requests) requests")
  shared.subscribeNext { print("  the view got \($0)") }
  shared.map { $0.count }.subscribeNext { print("  the logger got \($0) characters") }
  shared.subscribeCompleted { print("  a late subscriber got the replay and completion") }
  print("  three subscribers, \(requests) request")

  section("RACSubjects: publish, connect and autoconnect")
  let ticks = RACTestScheduler()
  let timer = RACSignal<Int> { subscriber in
    print("  timer subscribed")
    var count = 0
    let repeating = ticks.after(ticks.now.addingTimeInterval(1), repeatingEvery: 1, withLeeway: 0) {
      count += 1
      subscriber.sendNext(count)
    }
    return RACDisposable {
      repeating?.dispose()
      print("  timer disposed")
    }
  }
  let auto = timer.publish().autoconnect()
  let a = auto.subscribeNext { print("  A tick \($0)") }
  let b = auto.subscribeNext { print("  B tick \($0)") }
  ticks.advance(by: 2)
  a.dispose()
  ticks.advance(by: 1)
  b.dispose()  // the last subscriber leaves: the timer is disposed
  ticks.advance(by: 1)
}
