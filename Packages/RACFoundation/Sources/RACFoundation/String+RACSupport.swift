import Foundation

extension String {
  /// Reads the text of `url` on `scheduler`, starting at once, guessing its
  /// encoding, and replays the text and the encoding to every subscriber.
  ///
  /// ```text
  /// read:   --s               (scheduled at the call, done at tick 2)
  /// result: --[s|]            (s: (text, encoding))
  /// failed: --#               (the read's error)
  /// ```
  ///
  /// The read is scheduled when this function is called, whether or not
  /// anything subscribes, and runs once: every subscriber, early or late,
  /// receives its result and completion, or its error (the Foundation
  /// error: a `CocoaError` such as `.fileReadNoSuchFile`).
  ///
  /// - Parameters:
  ///   - url: The file, or any other URL (loaded as data and decoded: a
  ///     byte-order mark chooses UTF-16, else UTF-8).
  ///   - scheduler: Where the read runs.
  /// - Returns: A hot signal replaying `(text, encoding)`.
  /// - Note: ReactiveCocoa 2.x:
  ///   `+[NSString rac_readContentsOfURL:usedEncoding:scheduler:]` (the used
  ///   encoding is sent with the text instead of through a pointer).
  public static func rac_readContents(
    of url: URL, scheduler: RACScheduler
  ) -> RACSignal<(String, String.Encoding)> {
    let subject = RACReplaySubject<(String, String.Encoding)>()
    subject._setName(.lazy { "+rac_readContentsOfURL: \(url) usedEncoding:scheduler: \(scheduler)" })
    scheduler.schedule {
      do {
        let (text, encoding) = try _racReadText(url)
        subject.sendNext((text, encoding))
        subject.sendCompleted()
      } catch {
        subject.sendError(error)
      }
    }
    return subject
  }
}

/// The text at `url` and the encoding it was read in. A file is read by
/// Foundation, which detects the encoding; any other URL is loaded as data
/// and decoded here, because Foundation on Linux reads any URL's path as a
/// local file: a byte-order mark chooses UTF-16 (or UTF-8), else UTF-8.
/// One leading mark is the encoding's sign and is dropped, as Foundation
/// drops it from a file; a U+FEFF after it is text and stays.
private func _racReadText(_ url: URL) throws -> (String, String.Encoding) {
  if url.isFileURL {
    var encoding = String.Encoding.utf8
    let text = try String(contentsOf: url, usedEncoding: &encoding)
    return (text, encoding)
  }
  let data = try Data(contentsOf: url)
  let bytes = [UInt8](data.prefix(3))
  let unreadable = CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSURLErrorKey: url])
  if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
    guard let text = String(data: data, encoding: .utf16) else { throw unreadable }
    return (text, .utf16)
  }
  // Decoded by the standard library, which keeps every U+FEFF, where
  // `String(data:encoding:)` drops a leading one (after the mark dropped
  // here, a second).
  let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
  let invalid = transcode(
    body.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
  if invalid { throw unreadable }
  return (String(decoding: body, as: UTF8.self), .utf8)
}
