import Foundation
import RAC

/// ReactiveCocoa's classic example, run for real: a search field whose
/// typing is throttled, deduplicated and turned into searches, where a new
/// query cancels the search still running for the previous one.
///
/// The "field" is a subject of typed strings; the keystrokes come from a
/// background scheduler at the times below; the "search" runs on another
/// background scheduler and takes 0.8 s; results are delivered on a
/// scheduler standing in for the UI.
func searchTour() {
  section("RACSignalOperators: search as you type (throttle, distinctUntilChanged, switchToLatest, deliver(on:))")
  let start = Date()
  func stamp() -> String { String(format: "%4.2fs", Date().timeIntervalSince(start)) }

  let field = RACSubject<String>()
  let searches = RACScheduler.scheduler(priority: .default, name: "example.search")
  let ui = RACScheduler.scheduler(priority: .default, name: "example.ui")
  let keyboard = RACScheduler.scheduler(priority: .default, name: "example.keyboard")
  let finished = DispatchSemaphore(value: 0)

  /// A fake search: answers after 0.8 s on the search scheduler; says so
  /// when it is cancelled before answering.
  func search(_ query: String) -> RACSignal<[String]> {
    RACSignal { subscriber in
      print("  \(stamp())  searching for \"\(query)\"…")
      let answered = ManagedAtomicFlag()
      let work = searches.afterDelay(0.8) {
        answered.set()
        let results = ["ReactiveCocoa", "ReactiveSwift", "swift-rac", "RxSwift"]
          .filter { $0.lowercased().contains(query.split(separator: " ").last.map(String.init) ?? query) }
        subscriber.sendNext(results)
        subscriber.sendCompleted()
      }
      return RACDisposable {
        work?.dispose()
        if !answered.isSet { print("  \(stamp())  cancelled the stale search for \"\(query)\"") }
      }
    }
  }

  let subscription =
    field
    .doNext { print("  \(stamp())  typed \"\($0)\"") }
    .throttle(0.3, on: keyboard)
    .doNext { print("  \(stamp())  throttle let \"\($0)\" through") }
    .distinctUntilChanged()
    .doNext { print("  \(stamp())  distinctUntilChanged: a new query, \"\($0)\"") }
    .map { search($0) }
    .switchToLatest()
    .deliver(on: ui)
    .subscribeNext { results in
      print("  \(stamp())  on \(RACScheduler.current?.name ?? "?"): results \(results)")
      if results.contains("swift-rac") { finished.signal() }
    }

  // The keystrokes: a burst, a pause long enough for a search to start, a
  // second burst that overtakes that search, an edit that comes back to the
  // same query, and a pause.
  let keystrokes: [(TimeInterval, String)] = [
    (0.00, "r"), (0.08, "re"), (0.16, "rea"), (0.24, "reac"),
    (0.70, "reac s"), (0.78, "reac sw"), (0.86, "reac swi"), (0.94, "reac swift"),
    (1.50, "reac swif"), (1.58, "reac swift"),
  ]
  for (delay, text) in keystrokes {
    keyboard.afterDelay(delay) { field.sendNext(text) }
  }
  if finished.wait(timeout: .now() + 10) == .timedOut { print("  timed out waiting for the search") }
  // Let the last throttled value through, to show distinctUntilChanged
  // dropping it (the query did not change, so no new search starts).
  Thread.sleep(forTimeInterval: 0.5)
  subscription.dispose()
}

/// A flag set once, read from any thread.
private final class ManagedAtomicFlag: @unchecked Sendable {
  // Safety: the flag lives in a lock.
  private let lock = NSLock()
  private var value = false

  func set() {
    lock.lock()
    value = true
    lock.unlock()
  }

  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
