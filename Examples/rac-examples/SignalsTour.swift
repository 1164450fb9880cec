import Foundation
import RAC

/// Shows RACStreamCore at work: creating signals, the stream operators, and
/// how disposal and errors travel.
func signalsTour() {
  section("RACStreamCore: a cold signal and a chain of operators")
  var subscriptions = 0
  let numbers = RACSignal<Int> { subscriber in
    subscriptions += 1
    for n in 1...6 { subscriber.sendNext(n) }
    subscriber.sendCompleted()
    return RACDisposable { print("  (the numbers' subscription was disposed)") }
  }
  numbers
    .filter { $0 % 2 == 1 }
    .map { $0 * 10 }
    .scan(withStart: 0, reduce: +)
    .subscribeNext({ print("  running total \($0)") }, completed: { print("  completed") })
  numbers.take(2).subscribeNext { print("  take(2) got \($0)") }
  print("  each subscription ran the signal again: \(subscriptions) subscriptions")

  section("RACStreamCore: flattenMap and zip")
  RACSignal<Int>.return(3)
    .flattenMap { n in
      RACSignal<String> { subscriber in
        for i in 1...n { subscriber.sendNext(String(repeating: "*", count: i)) }
        subscriber.sendCompleted()
        return nil
      }
    }
    .subscribeNext { print("  \($0)") }
  RACSignal.zip(numbers, numbers.map { "#\($0)" }.take(3))
    .subscribeNext { number, label in print("  zipped \(number) with \(label)") }

  section("RACStreamCore: errors end the signal")
  struct Oops: Error {}
  numbers.concat(RACSignal.error(Oops())).concat(RACSignal.return(99))
    .skip(5)
    .subscribeNext({ print("  value \($0)") }, error: { print("  error \($0); 99 never arrives") })

  section("RACStreamCore: time on a virtual clock")
  let scheduler = RACTestScheduler()
  scheduler.schedule {
    RACSignal<String> { subscriber in
      let compound = RACCompoundDisposable()
      for (delay, word) in [(1.0, "one"), (2.0, "two"), (3.0, "three")] {
        if let timer = RACScheduler.current?.afterDelay(delay, schedule: { subscriber.sendNext(word) }) {
          compound.add(timer)
        }
      }
      return compound
    }
    .distinctUntilChanged()
    .subscribeNext { print("  at +\(scheduler.now.timeIntervalSince(RACTestScheduler.defaultStartDate))s: \($0)") }
  }
  scheduler.stepAll()
}
