import Foundation
import RACDisposables
import RACSchedulers
import RACSignalOperators
import RACStreamCore
import RACSubjects
import Testing

/// Every signal and subject describes itself with its public type and its
/// RAC-style name: `<RACSignal<Int>: name = [+return: 1] -map:>`. No internal
/// class that implements an operator (`_RAC…`) may reach a description or a
/// default name, whichever operator made the signal.
@Suite struct PublicDescriptionTests {
  /// One described signal: what made it, its description and its name.
  struct Described: CustomStringConvertible {
    let label: String
    let publicType: String
    let text: String
    let name: String
    var description: String { "\(label): \(text)" }
  }

  static func described<V>(_ label: String, _ signal: RACSignal<V>, as publicType: String? = nil) -> Described {
    Described(
      label: label, publicType: publicType ?? "RACSignal<\(V.self)>",
      text: signal.description, name: signal.name)
  }

  /// Signals made by the operators of every layer beneath the subjects, and
  /// by the subjects themselves.
  static func everySignal() -> [Described] {
    let a = RACSubject<Int>().setName("a")
    let b = RACSubject<Int>().setName("b")
    let flags = RACSubject<Bool>().setName("flags")
    let scheduler = RACTestScheduler()
    let one = RACSignal.return(1)
    let signals = RACSubject<RACSignal<Int>>().setName("signals")
    var list: [Described] = [
      described("return", one),
      described("empty", RACSignal<Int>.empty()),
      described("error", RACSignal<Int>.error(TestError(code: 1))),
      described("never", RACSignal<Int>.never()),
      described("createSignal", RACSignal<Int> { _ in nil }),
      described("createSignal(_:)", RACSignal<Int>.createSignal { _ in nil }),
      described("defer", RACSignal<Int>.defer { one }),
      described("map", one.map { $0 + 1 }),
      described("map to String", one.map { "\($0)" }),
      described("filter", one.filter { $0 > 0 }),
      described("filter of a filter", one.filter { $0 > 0 }.filter { $0 < 9 }),
      described("take", a.take(2)),
      described("skip", a.skip(1)),
      described("takeLast", a.takeLast(2)),
      described("skipLast", a.skipLast(2)),
      described("take(until:)", a.take(until: b)),
      described("take(untilReplacement:)", a.take(untilReplacement: b)),
      described("take(whileBlock:)", a.take(whileBlock: { $0 < 3 })),
      described("skip(until:)", a.skip(until: b)),
      described("skip(whileBlock:)", a.skip(whileBlock: { $0 < 3 })),
      described("start(with:)", a.start(with: 0)),
      described("flattenMap", a.flattenMap { RACSignal.return($0) }),
      described("flatten", signals.flatten()),
      described("flatten(_:)", signals.flatten(2)),
      described("switchToLatest", signals.switchToLatest()),
      described("if", RACSignal.if(flags, then: a, else: b)),
      described("switch", RACSignal.switch(flags, cases: [true: a], default: b)),
      described("concat", a.concat(b)),
      described("merge", a.merge(b)),
      described("+merge", RACSignal.merge([a, b])),
      described("combineLatest(with:)", a.combineLatest(with: b)),
      described("+combineLatest array", RACSignal.combineLatest([a, b])),
      described("+combineLatest tuple", RACSignal.combineLatest(a, b)),
      described("+combineLatest reduce", RACSignal.combineLatest([a, b], reduce: { $0.reduce(0, +) })),
      described("zip(with:)", a.zip(with: b)),
      described("+zip array", RACSignal.zip([a, b])),
      described("+zip tuple", RACSignal.zip(a, b)),
      described("+zip reduce", RACSignal.zip([a, b], reduce: { $0.reduce(0, +) })),
      described("reduceEach", a.combineLatest(with: b).reduceEach { $0 + $1 }),
      described("catch", a.catch { _ in .empty() }),
      described("catch(to:)", a.catch(to: b)),
      described("sample", a.sample(b)),
      described("then", a.then { b }),
      described("initially", a.initially {}),
      described("finally", a.finally {}),
      described("doNext", a.doNext { _ in }),
      described("distinctUntilChanged", a.distinctUntilChanged()),
      described("distinct", a.distinct()),
      described("scan", a.scan(withStart: 0, reduce: +)),
      described("aggregate", a.aggregate(withStart: 0, reduce: +)),
      described("collect", a.collect()),
      described("combinePrevious", a.combinePrevious(withStart: 0) { $0 + $1 }),
      described("materialize", a.materialize()),
      described("dematerialize", a.materialize().dematerialize()),
      described("ignoreValues", a.ignoreValues()),
      described("mapReplace", a.mapReplace("x")),
      described("element(at:)", a.element(at: 1)),
      described("any", a.any { $0 > 1 }),
      described("all", a.all { $0 > 1 }),
      described("not", flags.not()),
      described("and", flags.combineLatest(with: flags).and()),
      described("repeat", a.repeat()),
      described("retry", a.retry(2)),
      described("throttle", a.throttle(1, on: scheduler)),
      described("delay", a.delay(1, on: scheduler)),
      described("timeout", a.timeout(1, on: scheduler)),
      described("buffer", a.buffer(withTime: 1, on: scheduler)),
      described("interval", RACSignal<Date>.interval(1, on: scheduler)),
      described("deliver(on:)", a.deliver(on: scheduler)),
      described("subscribe(on:)", a.subscribe(on: scheduler)),
      described("logNext", a.logNext()),
      described("replay", a.replay(), as: "RACReplaySubject<Int>"),
      described("replayLast", a.replayLast(), as: "RACReplaySubject<Int>"),
      described("replayLazily", a.replayLazily()),
      described("publish", a.publish().signal, as: "RACSubject<Int>"),
      described("multicast", a.multicast(RACReplaySubject<Int>()).signal, as: "RACReplaySubject<Int>"),
      described("group(by:)", a.group(by: { $0 % 2 })),
      described("subject", RACSubject<Int>(), as: "RACSubject<Int>"),
      described("named subject", a, as: "RACSubject<Int>"),
      described("replay subject", RACReplaySubject<Int>(capacity: 2), as: "RACReplaySubject<Int>"),
      described("behavior subject", RACBehaviorSubject(defaultValue: "x"), as: "RACBehaviorSubject<String>"),
      described("channel terminal", RACChannel<Int>().leadingTerminal, as: "RACChannelTerminal<Int>"),
    ]
    // A grouped signal, as a subscriber of group(by:) receives it.
    let source = RACSubject<Int>().setName("source")
    var groups: [RACGroupedSignal<Int, Int>] = []
    let subscription = source.group(by: { $0 % 2 }).subscribeNext { groups.append($0) }
    source.sendNext(1)
    subscription.dispose()
    for group in groups {
      list.append(described("grouped signal", group, as: "RACGroupedSignal<Int, Int>"))
    }
    return list
  }

  // The subjects `replay`, `replayLast`, `publish` and `multicast` return
  // are shown as what they are, as in RAC (their signal is the subject).
  @Test(arguments: everySignal())
  func describesItselfWithItsPublicTypeAndName(_ signal: Described) {
    #expect(!signal.text.contains("_RAC"), "an internal type reached the description")
    #expect(!signal.name.contains("_RAC"), "an internal type reached the name")
    #expect(signal.text == "<\(signal.publicType): name = \(signal.name)>")
  }

  @Test func theIssuesExample() {
    let signal = RACSignal.return("a").filter { !$0.isEmpty }
    #expect(signal.description == "<RACSignal<String>: name = [+return: a] -filter:>")
  }

  @Test func aCreatedSignalIsNamedAfterCreateSignal() {
    // As ReactiveCocoa 2.5 names it.
    #expect(RACSignal<Int> { _ in nil }.name == "+createSignal:")
    #expect(RACSignal<Int>.createSignal { _ in nil }.description == "<RACSignal<Int>: name = +createSignal:>")
    #expect(RACSignal<Int> { _ in nil }.map { $0 }.name == "[+createSignal:] -map:")
  }

  @Test func aMulticastConnectionNamesItsSignal() {
    let source = RACSignal<Int>.never().setName("source")
    #expect(source.publish().description == "<RACMulticastConnection<Int>: signal = [source] -publish>")
    let subject = RACReplaySubject<Int>().setName("mine")
    #expect(source.multicast(subject).description == "<RACMulticastConnection<Int>: signal = mine>")
  }

  @Test func aChannelNamesItsTerminals() {
    #expect(RACChannel<String>().description == "<RACChannel<String>: leadingTerminal, followingTerminal>")
  }

  @Test func anUnnamedSignalIsAnonymousUnderItsPublicType() {
    #expect(HiddenSignal().name == "anonymous RACSignal<Int>")
    #expect(HiddenSignal().description == "<RACSignal<Int>: name = anonymous RACSignal<Int>>")
  }

  @Test func aSubclassOfTheAppsOwnKeepsItsName() {
    #expect(AppSignal().description == "<AppSignal: name = anonymous AppSignal>")
    #expect(AppSignal().setName("mine").description == "<AppSignal: name = mine>")
    #expect(AppSignal().map { $0 }.description.hasPrefix("<RACSignal<Int>: name = [anonymous AppSignal] -map:"))
  }

  @Test func aSignalInANameIsDescribedByItsPublicType() {
    // Names that embed another signal's description show its public face too.
    let inner = RACSignal.return(1).map { $0 }
    let outer = RACSignal<Int>.never().setName("outer: \(inner)")
    #expect(outer.description == "<RACSignal<Int>: name = outer: <RACSignal<Int>: name = [+return: 1] -map:>>")
  }
}

/// A subclass whose name marks it as not API: it shows as its superclass.
private final class _HiddenSignalBase: RACSignal<Int>, @unchecked Sendable {}
private typealias HiddenSignal = _HiddenSignalBase

/// A subclass of the app's own.
private final class AppSignal: RACSignal<Int>, @unchecked Sendable {}
