import Foundation
import RACFoundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The bridges against RAC 2.5's categories: the names RAC gives their
/// signals (`setNameWithFormat:`) and a live stream's chunks as they come
/// (text read from a URL that is not a file: `URLSessionTests`, where the
/// tests of the test server run one at a time).
@Suite(.serialized, .timeLimit(.minutes(10))) struct BridgeFidelityTests {
  @Test func notificationSignalIsNamedAsRAC() {
    let sender = NSObject()
    let signal = NotificationCenter().rac_addObserver(forName: Notification.Name("Bridge.n"), object: sender)
    // RAC: "-rac_addObserverForName: %@ object: <%@: %p>"
    #expect(signal.name.hasPrefix("-rac_addObserverForName: Bridge.n object: <NSObject: 0x"), "\(signal.name)")
    let anyObject = NotificationCenter().rac_addObserver(forName: nil, object: nil)
    #expect(anyObject.name == "-rac_addObserverForName: nil object: nil")
  }

  @Test func readInBackgroundSignalIsNamedAsRAC() throws {
    let pipe = Pipe()
    let signal = pipe.fileHandleForReading.rac_readInBackground()
    try pipe.fileHandleForWriting.close()
    // RAC: "%@ -rac_readInBackground"
    #expect(signal.name.hasSuffix("-rac_readInBackground"), "\(signal.name)")
  }

  @Test func contentsSignalsAreNamedAsRAC() {
    let url = URL(fileURLWithPath: "/nonexistent/bridge")
    let scheduler = RACTestScheduler()
    // RAC: "+rac_readContentsOfURL: %@ options: %lu scheduler: %@" and
    // "+rac_readContentsOfURL: %@ usedEncoding:scheduler: %@"
    #expect(
      Data.rac_readContents(of: url, scheduler: scheduler).name
        == "+rac_readContentsOfURL: \(url) options: 0 scheduler: \(scheduler)")
    #expect(
      String.rac_readContents(of: url, scheduler: scheduler).name
        == "+rac_readContentsOfURL: \(url) usedEncoding:scheduler: \(scheduler)")
  }

  @Test func sendAsynchronousRequestSignalIsNamedAsRAC() {
    let request = URLRequest(url: URL(string: "http://127.0.0.1:1/x")!)
    // RAC: "+rac_sendAsynchronousRequest: %@"
    #expect(URLSession.rac_sendAsynchronousRequest(request).name == "+rac_sendAsynchronousRequest: \(request)")
  }

  /// RAC reads with `readInBackgroundAndNotify`, which posts whatever data
  /// is available: a chunk written to a pipe arrives while the writer keeps
  /// the pipe open (a child process's output, say). The wait is a guard
  /// against a hang, not a timing assertion.
  @Test func readInBackgroundSendsAChunkBeforeTheWriterCloses() throws {
    let pipe = Pipe()
    let firstChunk = DispatchSemaphore(value: 0)
    let signal = pipe.fileHandleForReading.rac_readInBackground()
    let subscription = signal.subscribeNext { _ in firstChunk.signal() }
    pipe.fileHandleForWriting.write(Data("a".utf8))
    let arrived = firstChunk.wait(timeout: .now() + 20) == .success
    try pipe.fileHandleForWriting.close()
    let late = Recording(signal)
    #expect(late.waitUntilEnded(seconds: 20))
    subscription.dispose()
    #expect(arrived, "the chunk written to the open pipe was not sent before the pipe closed")
    #expect(late.values == [Data("a".utf8)])
    #expect(late.completed)
  }
}
