import Foundation

extension FileHandle {
  /// Reads the receiver in the background until its end, starting at once,
  /// and sends (and replays) each chunk read, then completes.
  ///
  /// ```text
  /// writes: -a--b-c--|        (the writer closes the pipe at tick 9)
  /// result: -a--b-c--|
  /// ```
  ///
  /// Reading starts when this function is called, whether or not anything
  /// subscribes, on a background scheduler of its own; every subscriber,
  /// early or late, receives every chunk, then completion at the end of the
  /// file, or the read's error (the Foundation error). Chunks are at most
  /// 64 KiB, and never empty; how the data is cut into chunks depends on the
  /// writer and the platform. Events are sent on the reading thread.
  ///
  /// - Returns: A hot signal replaying the chunks.
  /// - Note: ReactiveCocoa 2.x: `-[NSFileHandle rac_readInBackground]`
  ///   (RAC reads with `readInBackgroundAndNotify`, which needs a run loop;
  ///   see Docs/Decisions.md, "FileHandle reads on a scheduler").
  public func rac_readInBackground() -> RACSignal<Data> {
    let subject = RACReplaySubject<Data>()
    RACScheduler.scheduler(priority: .default, name: "RACFoundation.rac_readInBackground").schedule { [self] in
      do {
        while let chunk = try read(upToCount: 64 * 1024), !chunk.isEmpty {
          subject.sendNext(chunk)
        }
        subject.sendCompleted()
      } catch {
        subject.sendError(error)
      }
    }
    return subject
  }
}
