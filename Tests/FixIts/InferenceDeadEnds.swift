// RAC-shaped code the compiler rejects, each with the error it must give
// (and never a compiler crash): `// expected-error: <message>` on the line
// before. The porting article's "When the compiler says…" section gives each
// message and its fix; Scripts/check-fixits.sh checks this file. The fixed
// forms run as tests in RACSwift6Tests (InferenceFixesTests).
import RAC

func multiStatementBlockWhoseFirstReturnIsEmpty(numbers: RACSignal<Int>) {
  // expected-error: generic parameter 'U' could not be inferred
  _ = numbers.flattenMap { number in
    if number % 2 == 0 { return .empty() }
    return RACSignal.return("\(number)")
  }
  // expected-error: generic parameter 'U' could not be inferred
  _ = numbers.then {
    print("done")
    return .empty()
  }
}

final class SearchViewModel {
  var subscription: RACDisposable?
  func search(_ query: Int) -> RACSignal<String> { .return("\(query)") }

  func bind(queries: RACSignal<Int>) {
    subscription = queries.flattenMap { [weak self] query in
      guard let self else { return .empty() }
      // expected-error: cannot convert value of type 'RACSignal<String>' to closure result type 'RACSignal<Any>'
      return self.search(query)
    }.subscribeNext { print($0) }
  }
}

extension RACStream where Value == Int {
  func doubledEvens() -> Concrete {
    // expected-error: generic parameter 'R' could not be inferred
    filter { $0 % 2 == 0 }.map { $0 * 2 }
  }
}

func zipOnTheProtocol(a: RACSignal<Int>, b: RACSignal<String>) {
  // expected-error: static member 'zip' cannot be used on protocol metatype '(any RACStream).Type'
  _ = RACStream.zip(a, b) { number, letter in "\(number)\(letter)" }
}

func combineLatestOfAnArrayWithOneArgumentPerSignal(a: RACSignal<String>, b: RACSignal<String>) {
  // expected-error: contextual closure type '([String]) -> [String]' expects 1 argument, but 2 were used in closure body
  _ = RACSignal.combineLatest([a, b]) { first, second in first + second }
}
