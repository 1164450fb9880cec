import RAC
import Testing

/// ReactiveCocoa 2.x's README.md: the examples of its "Introduction" and
/// "When to use ReactiveCocoa" sections, with `RACObserve` played by a
/// behavior subject (it sends the current value, then each change) and the
/// hypothetical clients by signals made for the test.
@Suite struct ReadmeExamples {
  // README.md, "Introduction": `-filter:` over `RACObserve(self, username)`;
  // "Only logs names that starts with "j"".
  @Test func filterUsernames() {
    let username = RACBehaviorSubject<String>(defaultValue: "")
    let output = Output()
    username.filter { $0.hasPrefix("j") }.subscribeNext { output.log($0) }
    for name in ["josh", "alan", "justin", "ann"] { username.sendNext(name) }
    #expect(output.lines == ["josh", "justin"])
  }

  // README.md, "Introduction": `RAC(self, createEnabled) = [RACSignal
  // combineLatest:@[password, passwordConfirmation] reduce:^(NSString
  // *password, NSString *passwordConfirm) {…}]`: "true whenever
  // self.password and self.passwordConfirmation are equal".
  @Test func createEnabledBinding() {
    let password = RACBehaviorSubject<String>(defaultValue: "")
    let passwordConfirmation = RACBehaviorSubject<String>(defaultValue: "")
    var createEnabled: [Bool] = []
    RACSignal.combineLatest(password, passwordConfirmation) { (password: String, passwordConfirm: String) in
      passwordConfirm == password
    }.subscribeNext { createEnabled.append($0) }
    password.sendNext("secret")
    passwordConfirmation.sendNext("secre")
    passwordConfirmation.sendNext("secret")
    #expect(createEnabled == [true, false, false, true])
  }

  // README.md, "Introduction": `[[RACSignal merge:@[[client
  // fetchUserRepos], [client fetchOrgRepos]]] subscribeCompleted:…]`:
  // "They're both done!". The two fetches send different types, so the
  // port merges them as `Void` signals (the porting guide's `mapReplace(())`).
  @Test func mergeCompletesWhenBothAreDone() {
    struct Repo { let name: String }
    struct OrgRepo {
      let org: String
      let name: String
    }
    let userRepos = RACSubject<[Repo]>()
    let orgRepos = RACSubject<[OrgRepo]>()
    let output = Output()
    RACSignal.merge([userRepos.mapReplace(()), orgRepos.mapReplace(())])
      .subscribeCompleted { output.log("They're both done!") }
    userRepos.sendNext([Repo(name: "rac")])
    userRepos.sendCompleted()
    #expect(output.lines.isEmpty)
    orgRepos.sendNext([OrgRepo(org: "github", name: "rac")])
    orgRepos.sendCompleted()
    #expect(output.lines == ["They're both done!"])
  }

  // README.md, "Introduction": log in, load the cached messages, fetch the
  // rest, with chained `-flattenMap:`; logs "New messages: …" then
  // "Fetched all messages.".
  @Test func chainedFlattenMaps() {
    let client = Client()
    let output = Output()
    client.logInUser()
      .flattenMap { user in client.loadCachedMessages(for: user) }
      .flattenMap { messages in client.fetchMessages(after: messages.last) }
      .subscribeNext(
        { output.log("New messages: \($0)") },
        completed: { output.log("Fetched all messages.") })
    #expect(output.lines == ["New messages: [\"c\", \"d\"]", "Fetched all messages."])
  }

  // README.md, "Chaining dependent operations": `[[[[client logIn] then:…]
  // flattenMap:…] subscribeError:… completed:…]`: "Fetched all messages.".
  @Test func chainingDependentOperations() {
    let client = Client()
    let output = Output()
    client.logIn()
      .then { client.loadCachedMessages() }
      .flattenMap { messages in client.fetchMessages(after: messages.last) }
      .subscribeError(
        { output.log("error \($0)") },
        completed: { output.log("Fetched all messages.") })
    #expect(output.lines == ["Fetched all messages."])
  }

  // README.md, "Introduction": a `RACCommand` whose block returns `[client
  // logIn]`, and a subscriber of `executionSignals` that subscribes to each
  // execution: "Logged in successfully!". The button's `rac_command` is
  // played by calling `execute`; the main thread by a test scheduler.
  @Test func loginCommand() {
    let client = Client()
    let scheduler = RACTestScheduler()
    let loginCommand = RACCommand<Void, Void>(scheduler: scheduler) { _ in client.logIn() }
    let output = Output()
    loginCommand.executionSignals.subscribeNext { loginSignal in
      loginSignal.subscribeCompleted { output.log("Logged in successfully!") }
    }
    loginCommand.execute()
    scheduler.stepAll()
    #expect(output.lines == ["Logged in successfully!"])
  }

  // README.md, "Handling asynchronous or event-driven data sources": the
  // log-in button is enabled by `+combineLatest:reduce:` over four signals
  // of three types (username, password, loggingIn, loggedIn).
  @Test func logInButtonEnabled() {
    let username = RACBehaviorSubject<String>(defaultValue: "")
    let password = RACBehaviorSubject<String>(defaultValue: "")
    let loggingIn = RACBehaviorSubject<Bool>(defaultValue: false)
    let loggedIn = RACBehaviorSubject<Bool>(defaultValue: false)
    var enabled: [Bool] = []
    RACSignal.combineLatest(username, password, loggingIn, loggedIn) {
      (username: String, password: String, loggingIn: Bool, loggedIn: Bool) in
      !username.isEmpty && !password.isEmpty && !loggingIn && !loggedIn
    }.subscribeNext { enabled.append($0) }
    username.sendNext("josh")
    password.sendNext("hunter2")
    loggingIn.sendNext(true)
    loggingIn.sendNext(false)
    loggedIn.sendNext(true)
    #expect(enabled == [false, false, true, false, true, false])
  }

  // README.md, "Handling asynchronous or event-driven data sources":
  // `@weakify(self)` / `@strongify(self)` around the button's subscription;
  // Swift writes `[weak self]`, and the controller is released while the
  // button's signal lives on.
  @Test func weakSelfInPlaceOfWeakify() {
    final class LogInController {
      var loggedIn = false
      func bind(_ presses: RACSignal<Void>) {
        presses.subscribeNext { [weak self] _ in
          guard let self else { return }
          self.loggedIn = true
        }
      }
    }
    let button = RACSubject<Void>()
    var controller: LogInController? = LogInController()
    weak let released = controller
    controller?.bind(button)
    button.sendNext(())
    #expect(controller?.loggedIn == true)
    controller = nil
    #expect(released == nil)
    button.sendNext(())
  }

  // README.md, "Handling asynchronous or event-driven data sources":
  // `RAC(self, loggedIn) = [[notifications …] mapReplace:@NO]`.
  @Test func mapReplaceLoggedOut() {
    let userDidLogOut = RACSubject<String>()
    var loggedIn: [Bool] = []
    userDidLogOut.mapReplace(false).subscribeNext { loggedIn.append($0) }
    userDidLogOut.sendNext("UserDidLogOutNotification")
    #expect(loggedIn == [false])
  }

  // README.md, "Parallelizing independent work": a database fetch on a
  // background scheduler (`-subscribeOn:`) and a file read started eagerly
  // (`+startEagerlyWithScheduler:block:`), combined with
  // `+combineLatest:reduce:` into "Done processing".
  @Test func parallelizingIndependentWork() throws {
    let databaseSignal = RACSignal<[String]> { subscriber in
      subscriber.sendNext(["object"])
      subscriber.sendCompleted()
      return nil
    }.subscribe(on: RACScheduler.scheduler())
    let fileSignal = RACSignal<[Int]>.startEagerly(with: RACScheduler.scheduler()) { subscriber in
      subscriber.sendNext([1, 2, 3])
      subscriber.sendCompleted()
    }
    let output = Output()
    try RACSignal.combineLatest(databaseSignal, fileSignal) { (databaseObjects: [String], fileContents: [Int]) in
      "\(databaseObjects.count) objects, \(fileContents.count) files"
    }
    .doNext { output.log($0) }
    .doCompleted { output.log("Done processing") }
    .waitUntilCompleted()
    #expect(output.lines == ["1 objects, 3 files", "Done processing"])
  }
}

/// The README's hypothetical network client: signals that send at once.
struct Client {
  struct User { let name: String }

  func logInUser() -> RACSignal<User> { .return(User(name: "josh")) }
  func logIn() -> RACSignal<Void> { .empty() }
  func loadCachedMessages(for user: User) -> RACSignal<[String]> { .return(["a", "b"]) }
  func loadCachedMessages() -> RACSignal<[String]> { .return(["a", "b"]) }
  func fetchMessages(after message: String?) -> RACSignal<[String]> {
    message == "b" ? .return(["c", "d"]) : .error(ExampleError(reason: "unexpected \(message ?? "nil")"))
  }
}
