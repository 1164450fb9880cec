import Foundation
import RACFoundation
import Testing

/// `NotificationCenter.rac_addObserver(forName:object:)` on a real
/// notification center.
@Suite struct NotificationCenterTests {
  private let name = Notification.Name("RACFoundationTests.notification")
  private let otherName = Notification.Name("RACFoundationTests.other")

  @Test func sendsThePostedNotifications() {
    let center = NotificationCenter()
    var received: [Int] = []
    center.rac_addObserver(forName: name, object: nil).subscribeNext {
      received.append($0.userInfo?["n"] as? Int ?? -1)
    }
    center.post(name: name, object: nil, userInfo: ["n": 1])
    center.post(name: otherName, object: nil, userInfo: ["n": 2])
    center.post(name: name, object: nil, userInfo: ["n": 3])
    #expect(received == [1, 3])
  }

  @Test func filtersBySender() {
    let center = NotificationCenter()
    let sender = NSObject()
    let other = NSObject()
    var senders: [ObjectIdentifier] = []
    center.rac_addObserver(forName: name, object: sender).subscribeNext {
      senders.append(ObjectIdentifier($0.object as AnyObject))
    }
    center.post(name: name, object: other)
    center.post(name: name, object: sender)
    #expect(senders == [ObjectIdentifier(sender)])
  }

  @Test func aNilNameObservesEveryName() {
    let center = NotificationCenter()
    var names: [Notification.Name] = []
    center.rac_addObserver(forName: nil, object: nil).subscribeNext { names.append($0.name) }
    center.post(name: name, object: nil)
    center.post(name: otherName, object: nil)
    #expect(names == [name, otherName])
  }

  @Test func disposalRemovesTheObserver() {
    let center = NotificationCenter()
    var count = 0
    let subscription = center.rac_addObserver(forName: name, object: nil).subscribeNext { _ in count += 1 }
    center.post(name: name, object: nil)
    subscription.dispose()
    center.post(name: name, object: nil)
    #expect(count == 1)
  }

  @Test func eachSubscriptionObservesOnItsOwn() {
    let center = NotificationCenter()
    let signal = center.rac_addObserver(forName: name, object: nil)
    var first = 0
    var second = 0
    let firstSubscription = signal.subscribeNext { _ in first += 1 }
    signal.subscribeNext { _ in second += 1 }
    center.post(name: name, object: nil)
    firstSubscription.dispose()
    center.post(name: name, object: nil)
    #expect(first == 1)
    #expect(second == 2)
  }

  @Test func neverCompletesNorFails() {
    let center = NotificationCenter()
    var ended = false
    center.rac_addObserver(forName: name, object: nil)
      .subscribeNext({ _ in }, error: { _ in ended = true }, completed: { ended = true })
    center.post(name: name, object: nil)
    #expect(!ended)
  }

  @Test func aReleasedSenderSendsNothing() {
    let center = NotificationCenter()
    var sender: NSObject? = NSObject()
    let signal = center.rac_addObserver(forName: name, object: sender)
    sender = nil
    var count = 0
    signal.subscribeNext { _ in count += 1 }
    center.post(name: name, object: NSObject())
    center.post(name: name, object: nil)
    #expect(count == 0)
  }

  @Test(.timeLimit(.minutes(10)))
  func deliversOnThePostingThread() {
    let center = NotificationCenter()
    let recording = Recording(
      center.rac_addObserver(forName: name, object: nil)
        .map { _ in Thread.current.threadDictionary["RACFoundationTests.poster"] as? Bool ?? false }
        .take(1))
    let name = self.name
    let poster = Thread {
      Thread.current.threadDictionary["RACFoundationTests.poster"] = true
      center.post(name: name, object: nil)
    }
    poster.start()
    #expect(recording.waitUntilEnded())
    #expect(recording.values == [true])
  }
}
