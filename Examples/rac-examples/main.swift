// rac-examples: a tour of the library that prints what happens.
//
//   swift run rac-examples
//
// Each section shows one layer at work.
import Foundation
import RAC

func section(_ title: String) {
  print("\n== \(title)")
}

// MARK: Disposables

section("RACDisposables")
let compound = RACCompoundDisposable()
compound.add(RACDisposable { print("first child disposed") })
compound.add(RACDisposable { print("second child disposed") })
let serial = RACSerialDisposable(RACDisposable { print("never printed: swapped out, not disposed") })
let old = serial.swap(in: RACDisposable { print("serial's inner disposed") })
print("swap(in:) handed back the old inner disposable; disposed? \(old?.isDisposed ?? true)")
compound.add(serial)
compound.dispose()
compound.add(RACDisposable { print("added after disposal: disposed at once") })
do {
  let scoped = RACDisposable { print("scoped disposable went out of scope") }.asScopedDisposable()
  _ = scoped
}

// MARK: Signals

signalsTour()

// MARK: Subjects

subjectsTour()

// MARK: Search as you type

searchTour()

// MARK: Commands

commandTour()

// MARK: Sequences

sequenceTour()

// MARK: Schedulers

section("RACSchedulers: virtual time")
let test = RACTestScheduler()
let start = test.now
test.afterDelay(2) { print("at +\(test.now.timeIntervalSince(start))s: two seconds later") }
test.afterDelay(1) { print("at +\(test.now.timeIntervalSince(start))s: one second later") }
test.schedule {
  print(
    "at +\(test.now.timeIntervalSince(start))s: scheduled now; current is the test scheduler? \(RACScheduler.current === test)"
  )
}
test.stepAll()

var ticks = 0
let timer = test.after(test.now.addingTimeInterval(1), repeatingEvery: 1, withLeeway: 0) {
  ticks += 1
}
test.advance(by: 5)
timer?.dispose()
test.advance(by: 5)
print("a one-second timer over five virtual seconds ticked \(ticks) times")

section("RACSchedulers: recursion")
var runs = 0
RACScheduler.immediate.scheduleRecursive { reschedule in
  runs += 1
  if runs < 1_000_000 { reschedule() }
}
print("the immediate scheduler rescheduled itself \(runs) times in constant stack depth")

section("RACSchedulers: a background queue")
let background = RACScheduler.scheduler(priority: .default, name: "example.background")
let done = DispatchSemaphore(value: 0)
background.schedule {
  print("on \(RACScheduler.current?.name ?? "no scheduler")")
  background.afterDelay(0.05) {
    print("50 ms later, still serial on \(RACScheduler.current?.name ?? "no scheduler")")
    done.signal()
  }
}
if done.wait(timeout: .now() + 5) == .timedOut { print("timed out waiting for the background scheduler") }
