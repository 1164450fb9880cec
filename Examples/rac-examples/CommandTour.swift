import Foundation
import RAC

/// Why a fake login failed.
struct LoginError: Error, CustomStringConvertible {
  let description: String
}

/// Shows RACCommand at work: a login command enabled by two text fields,
/// executing a fake request, on a virtual clock so that the output is the
/// same on every run.
func commandTour() {
  section("RACCommand: a login command enabled by two text fields")
  let clock = RACTestScheduler()
  let start = clock.now
  func at() -> String { "t=\(clock.now.timeIntervalSince(start))s" }

  let user = RACSubject<String>()
  let password = RACSubject<String>()
  let formIsValid = RACSignal.combineLatest(user, password) { user, password in
    !user.isEmpty && password.count >= 4
  }

  // The fake request: answers one virtual second after it is subscribed to.
  func logIn(_ user: String, _ password: String) -> RACSignal<String> {
    RACSignal { subscriber in
      print("  \(at()) request sent for \(user)")
      return clock.afterDelay(1) {
        if password == "hunter2" {
          subscriber.sendNext("session for \(user)")
          subscriber.sendCompleted()
        } else {
          subscriber.sendError(LoginError(description: "wrong password for \(user)"))
        }
      }
    }
  }

  var credentials = ("", "")
  user.subscribeNext { credentials.0 = $0 }
  password.subscribeNext { credentials.1 = $0 }
  let login = RACCommand<Void, String>(enabled: formIsValid, scheduler: clock) { _ in
    logIn(credentials.0, credentials.1)
  }
  login.enabled.subscribeNext { print("  \(at()) enabled: \($0)") }
  login.executing.subscribeNext { print("  \(at()) executing: \($0)") }
  login.errors.subscribeNext { print("  \(at()) error: \($0)") }
  login.executionSignals.flatten().subscribeNext { print("  \(at()) logged in: \($0)") }

  print("  typing a user name and a short password")
  user.sendNext("octocat")
  password.sendNext("abc")
  clock.stepAll()
  print("  pressing the button anyway")
  login.execute().subscribeError { print("  \(at()) execute() failed: \($0)") }

  print("  typing a longer, wrong password and pressing the button")
  password.sendNext("abcd")
  clock.stepAll()
  login.execute()
  clock.advance(by: 0.5)
  print("  pressing the button again while the request runs")
  login.execute().subscribeError { print("  \(at()) execute() failed: \($0)") }
  clock.stepAll()

  print("  typing the right password and pressing the button")
  password.sendNext("hunter2")
  clock.stepAll()
  login.execute()
  clock.stepAll()
}
