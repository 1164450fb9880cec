import Foundation
import RACFoundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSession.rac_sendAsynchronousRequest(_:)` against a real HTTP server on
/// 127.0.0.1, started by the test.
///
/// Serialized: the requests share `URLSession.shared`, and on Linux its
/// libcurl-based engine, run alongside the root package's other tests, once
/// left the disposal test's request unsent for 60 s while the other requests
/// (one of them refused) were in flight.
@Suite(.serialized, .timeLimit(.minutes(10))) struct URLSessionTests {
  @Test func sendsTheResponseAndBodyThenCompletes() throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    let recording = Recording(URLSession.rac_sendAsynchronousRequest(URLRequest(url: server.url("/greeting"))))
    #expect(recording.waitUntilEnded())
    #expect(recording.error == nil)
    #expect(recording.completed)
    #expect(recording.values.count == 1)
    let (response, body) = try #require(recording.values.first)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: body, as: UTF8.self) == "hello /greeting")
  }

  @Test func anHTTPErrorStatusIsAValue() throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    let recording = Recording(URLSession.rac_sendAsynchronousRequest(URLRequest(url: server.url("/status/404"))))
    #expect(recording.waitUntilEnded())
    #expect(recording.completed)
    let (response, body) = try #require(recording.values.first)
    #expect((response as? HTTPURLResponse)?.statusCode == 404)
    #expect(String(decoding: body, as: UTF8.self) == "status 404")
  }

  @Test func eachSubscriptionSendsTheRequest() throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    let signal = URLSession.rac_sendAsynchronousRequest(URLRequest(url: server.url("/twice")))
    #expect(server.requestCount == 0)  // cold: nothing is sent before a subscription
    let first = Recording(signal)
    #expect(first.waitUntilEnded())
    let second = Recording(signal)
    #expect(second.waitUntilEnded())
    #expect(first.values.count == 1)
    #expect(second.values.count == 1)
    #expect(server.requestCount == 2)
  }

  @Test func aRefusedConnectionSendsTheURLError() throws {
    let closed = try TestHTTPServer()
    closed.stop()  // nothing listens on its port any more
    let recording = Recording(URLSession.rac_sendAsynchronousRequest(URLRequest(url: closed.url("/refused"))))
    #expect(recording.waitUntilEnded())
    #expect(recording.values.isEmpty)
    #expect(!recording.completed)
    let error = try #require(recording.error as? URLError)
    #expect(error.code == .cannotConnectToHost)
  }

  @Test func disposalCancelsTheTask() throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    let recording = Recording(URLSession.rac_sendAsynchronousRequest(URLRequest(url: server.url("/hang"))))
    #expect(server.requestReceived.wait(timeout: .now() + 60) == .success)
    recording.subscription?.dispose()
    // The server sees the client close the connection: the task was
    // cancelled, not left waiting for an answer.
    #expect(server.closedWithoutAnswer.wait(timeout: .now() + 60) == .success)
    #expect(recording.values.isEmpty)
    #expect(recording.error == nil)
    #expect(!recording.completed)
  }

  /// RAC's `NSString` method loads any URL; Foundation on Linux reads a
  /// URL's path as a local file, so the bridge loads a non-file URL itself.
  @Test func stringReadsAnHTTPURL() throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    let recording = Recording(String.rac_readContents(of: server.url("/text"), scheduler: RACScheduler.immediate))
    #expect(recording.waitUntilEnded())
    #expect(recording.error == nil, "error: \(String(describing: recording.error))")
    #expect(recording.values.map(\.0) == ["hello /text"])
    #expect(recording.values.map(\.1) == [.utf8])
  }

  /// RAC's `NSString` method reports the encoding a byte-order mark shows:
  /// a UTF-16 body with either mark (little- or big-endian; here "hé") is
  /// read as UTF-16, the mark not part of the text, and the encoding sent
  /// is UTF-16. Read as UTF-8, the mark's bytes are not valid text.
  @Test(arguments: ["FFFE6800E900", "FEFF006800E9"])
  func stringReadsAnHTTPURLWithAUTF16ByteOrderMark(body: String) throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    let recording = Recording(
      String.rac_readContents(of: server.url("/bytes/\(body)"), scheduler: RACScheduler.immediate))
    #expect(recording.waitUntilEnded())
    #expect(recording.error == nil, "error: \(String(describing: recording.error))")
    #expect(recording.values.map(\.0) == ["hé"])
    #expect(recording.values.map(\.1) == [.utf16])
  }
}
