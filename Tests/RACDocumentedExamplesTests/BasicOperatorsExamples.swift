import RAC
import Testing

/// ReactiveCocoa 2.x's Documentation/BasicOperators.md, example by example:
/// each test runs the Swift port of one example and checks the output its
/// "Outputs:" or "Contains:" comment states.
@Suite struct BasicOperatorsExamples {
  // BasicOperators.md, "Subscription": `letters` sent on a background
  // scheduler (`rac_sequence.signal`). "Outputs: A B C D E F G H I".
  @Test func subscription() throws {
    let letters = words("A B C D E F G H I").racSequence.signal()
    let output = Output()
    try letters.doNext { output.log($0) }.waitUntilCompleted()
    #expect(output.joined == "A B C D E F G H I")
  }

  // BasicOperators.md, "Subscription": a cold signal performs its side
  // effects once per subscription. "Outputs: subscription 1", then
  // "subscription 2".
  @Test func sideEffectsPerSubscription() {
    let subscriptions = Counter()
    let loggingSignal = RACSignal<Never> { subscriber in
      subscriptions.increment()
      subscriber.sendCompleted()
      return nil
    }
    let output = Output()
    loggingSignal.subscribeCompleted { output.log("subscription \(subscriptions.value)") }
    loggingSignal.subscribeCompleted { output.log("subscription \(subscriptions.value)") }
    #expect(output.lines == ["subscription 1", "subscription 2"])
  }

  // BasicOperators.md, "Injecting effects": `-doCompleted:` adds an effect
  // without subscribing. "Does not output anything yet", then "about to
  // complete subscription 1", "subscription 1".
  @Test func injectingEffects() {
    let subscriptions = Counter()
    var loggingSignal = RACSignal<Never> { subscriber in
      subscriptions.increment()
      subscriber.sendCompleted()
      return nil
    }
    let output = Output()
    loggingSignal = loggingSignal.doCompleted { output.log("about to complete subscription \(subscriptions.value)") }
    #expect(output.lines.isEmpty)
    loggingSignal.subscribeCompleted { output.log("subscription \(subscriptions.value)") }
    #expect(output.lines == ["about to complete subscription 1", "subscription 1"])
  }

  // BasicOperators.md, "Mapping". "Contains: AA BB CC DD EE FF GG HH II".
  @Test func mapping() {
    let letters = words("A B C D E F G H I").racSequence
    let mapped = letters.map { $0 + $0 }
    #expect(mapped.array == words("AA BB CC DD EE FF GG HH II"))
  }

  // BasicOperators.md, "Filtering". "Contains: 2 4 6 8".
  @Test func filtering() {
    let numbers = words("1 2 3 4 5 6 7 8 9").racSequence
    let filtered = numbers.filter { Int($0)! % 2 == 0 }
    #expect(filtered.array == words("2 4 6 8"))
  }

  // BasicOperators.md, "Concatenating". "Contains: A B C D E F G H I 1 2 3
  // 4 5 6 7 8 9".
  @Test func concatenating() {
    let letters = words("A B C D E F G H I").racSequence
    let numbers = words("1 2 3 4 5 6 7 8 9").racSequence
    #expect(letters.concat(numbers).array == words("A B C D E F G H I 1 2 3 4 5 6 7 8 9"))
  }

  // BasicOperators.md, "Flattening": sequences are concatenated. "Contains:
  // A B C D E F G H I 1 2 3 4 5 6 7 8 9".
  @Test func flatteningSequences() {
    let letters = words("A B C D E F G H I").racSequence
    let numbers = words("1 2 3 4 5 6 7 8 9").racSequence
    let sequenceOfSequences = [letters, numbers].racSequence
    #expect(sequenceOfSequences.flatten().array == words("A B C D E F G H I 1 2 3 4 5 6 7 8 9"))
  }

  // BasicOperators.md, "Flattening": signals are merged. "Outputs: A 1 B C 2".
  @Test func flatteningSignals() {
    let letters = RACSubject<String>()
    let numbers = RACSubject<String>()
    let signalOfSignals = RACSignal<RACSignal<String>> { subscriber in
      subscriber.sendNext(letters)
      subscriber.sendNext(numbers)
      subscriber.sendCompleted()
      return nil
    }
    let output = Output()
    signalOfSignals.flatten().subscribeNext { output.log($0) }
    letters.sendNext("A")
    numbers.sendNext("1")
    letters.sendNext("B")
    letters.sendNext("C")
    numbers.sendNext("2")
    #expect(output.joined == "A 1 B C 2")
  }

  // BasicOperators.md, "Mapping and flattening": extending a sequence.
  // "Contains: 1 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9 9".
  @Test func flattenMapExtends() {
    let numbers = words("1 2 3 4 5 6 7 8 9").racSequence
    let extended = numbers.flattenMap { [$0, $0].racSequence }
    #expect(extended.array == words("1 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9 9"))
  }

  // BasicOperators.md, "Mapping and flattening": editing a sequence; the
  // block's first `return` is `[RACSequence empty]`, so Swift needs the
  // block's result type written (the porting guide's "flattenMap with
  // .empty()"). "Contains: 1_ 3_ 5_ 7_ 9_".
  @Test func flattenMapEdits() {
    let numbers = words("1 2 3 4 5 6 7 8 9").racSequence
    let edited = numbers.flattenMap { (num: String) -> RACSequence<String> in
      if Int(num)! % 2 == 0 {
        return .empty()
      } else {
        let newNum = num + "_"
        return .return(newNum)
      }
    }
    #expect(edited.array == words("1_ 3_ 5_ 7_ 9_"))
  }

  // BasicOperators.md, "Mapping and flattening": signals of work recombined;
  // "All database entries saved successfully." once every save completed.
  @Test func flattenMapRecombinesWork() throws {
    let letters = words("A B C D E F G H I").racSequence.signal()
    let saved = Output()
    // The hypothetical `-saveEntriesForLetter:`: a signal that completes
    // once it saved.
    func saveEntries(forLetter letter: String) -> RACSignal<Void> {
      RACSignal { subscriber in
        saved.log(letter)
        subscriber.sendCompleted()
        return nil
      }
    }
    let output = Output()
    try letters.flattenMap { saveEntries(forLetter: $0) }
      .doCompleted { output.log("All database entries saved successfully.") }
      .waitUntilCompleted()
    #expect(saved.joined == "A B C D E F G H I")
    #expect(output.lines == ["All database entries saved successfully."])
  }

  // BasicOperators.md, "Sequencing": `-then:`. "The new signal only
  // contains: 1 2 3 4 5 6 7 8 9. But when subscribed to, it also outputs:
  // A B C D E F G H I".
  @Test func sequencing() throws {
    let letters = words("A B C D E F G H I").racSequence.signal()
    let output = Output()
    let sequenced =
      letters
      .doNext { output.log($0) }
      .then { words("1 2 3 4 5 6 7 8 9").racSequence.signal() }
    #expect(output.lines.isEmpty)
    #expect(sequenced.toArray() == words("1 2 3 4 5 6 7 8 9"))
    #expect(output.joined == "A B C D E F G H I")
  }

  // BasicOperators.md, "Merging". "Outputs: A 1 B C 2".
  @Test func merging() {
    let letters = RACSubject<String>()
    let numbers = RACSubject<String>()
    let merged = RACSignal.merge([letters, numbers])
    let output = Output()
    merged.subscribeNext { output.log($0) }
    letters.sendNext("A")
    numbers.sendNext("1")
    letters.sendNext("B")
    letters.sendNext("C")
    numbers.sendNext("2")
    #expect(output.joined == "A 1 B C 2")
  }

  // BasicOperators.md, "Combining latest values": `+combineLatest:reduce:`
  // with a typed block (the porting guide's "typed reduce"). "Outputs: B1
  // B2 C2 C3" — "A" is never forwarded, as `numbers` had not sent yet.
  @Test func combiningLatestValues() {
    let letters = RACSubject<String>()
    let numbers = RACSubject<String>()
    let combined = RACSignal.combineLatest(letters, numbers) { (letter: String, number: String) in
      letter + number
    }
    let output = Output()
    combined.subscribeNext { output.log($0) }
    letters.sendNext("A")
    letters.sendNext("B")
    numbers.sendNext("1")
    numbers.sendNext("2")
    letters.sendNext("C")
    numbers.sendNext("3")
    #expect(output.joined == "B1 B2 C2 C3")
  }

  // BasicOperators.md, "Switching". "Outputs: A B 1 D".
  @Test func switching() {
    let letters = RACSubject<String>()
    let numbers = RACSubject<String>()
    let signalOfSignals = RACSubject<RACSignal<String>>()
    let switched = signalOfSignals.switchToLatest()
    let output = Output()
    switched.subscribeNext { output.log($0) }
    signalOfSignals.sendNext(letters)
    letters.sendNext("A")
    letters.sendNext("B")
    signalOfSignals.sendNext(numbers)
    letters.sendNext("C")
    numbers.sendNext("1")
    signalOfSignals.sendNext(letters)
    numbers.sendNext("2")
    letters.sendNext("D")
    #expect(output.joined == "A B 1 D")
  }
}
