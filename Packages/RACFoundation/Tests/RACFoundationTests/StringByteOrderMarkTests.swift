import Foundation
import RACFoundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// In an extension of `URLSessionTests`, so that it runs one at a time with
// the other tests of the test server.
extension URLSessionTests {
  /// RAC's `+rac_readContentsOfURL:usedEncoding:scheduler:` reads any URL
  /// with `-[NSString stringWithContentsOfURL:usedEncoding:error:]`, which
  /// takes one leading byte-order mark as the sign of the encoding: text
  /// that itself starts with U+FEFF (a second mark's bytes) keeps it. The
  /// same bytes read from an http URL and from a file URL give the same
  /// text, U+FEFF then "h", in UTF-8.
  @Test func stringKeepsAZeroWidthNoBreakSpaceAfterTheUTF8ByteOrderMarkOfAnHTTPURL() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x68]
    let server = try TestHTTPServer()
    defer { server.stop() }
    let overHTTP = Recording(
      String.rac_readContents(of: server.url("/bytes/EFBBBFEFBBBF68"), scheduler: RACScheduler.immediate))
    #expect(overHTTP.waitUntilEnded())
    #expect(overHTTP.error == nil, "error: \(String(describing: overHTTP.error))")
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("marks.txt")
      try Data(bytes).write(to: file)
      let fromFile = Recording(String.rac_readContents(of: file, scheduler: RACScheduler.immediate))
      #expect(fromFile.waitUntilEnded())
      #expect(fromFile.values.map { $0.0.unicodeScalars.map(\.value) } == [[0xFEFF, 0x68]])
      #expect(
        overHTTP.values.map { $0.0.unicodeScalars.map(\.value) } == [[0xFEFF, 0x68]],
        "the http URL's text lost the U+FEFF the file URL's text keeps")
      #expect(overHTTP.values.map(\.1) == [.utf8])
    }
  }
}

extension URLSessionTests {
  /// Bytes that are not UTF-8 (here "(" after a lead byte with no
  /// continuation) and carry no UTF-16 mark are no text RAC's `NSString`
  /// method can read: the signal fails with Foundation's error for an
  /// encoding that does not apply, and sends no text.
  @Test func stringFailsOnAnHTTPURLWhoseBodyIsNotUTF8() throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    let recording = Recording(
      String.rac_readContents(of: server.url("/bytes/68C328"), scheduler: RACScheduler.immediate))
    #expect(recording.waitUntilEnded())
    #expect(recording.values.isEmpty)
    #expect((recording.error as? CocoaError)?.code == .fileReadInapplicableStringEncoding)
  }
}
