// rac-soak: the soak run of `Scripts/soak.sh` (see that script and the
// Reliability section of Docs/Contracts.md). Release-built with the
// benchmark package.
//
//   rac-soak [--seconds N] [--threads T] [--seed S] [--without op1,op2] [--verbose]
//   rac-soak --self-test
import Foundation

var options = SoakOptions()
var selfTest = false
var arguments = CommandLine.arguments.dropFirst()
func usage() -> Never {
  FileHandle.standardError.write(
    Data("usage: rac-soak [--seconds N] [--threads T] [--seed S] [--without op1,op2] [--verbose] | --self-test\n".utf8))
  exit(2)
}
while let argument = arguments.popFirst() {
  switch argument {
  case "--self-test": selfTest = true
  case "--verbose": options.verbose = true
  case "--seconds":
    guard let value = arguments.popFirst().flatMap(Double.init), value > 0 else { usage() }
    options.seconds = value
  case "--threads":
    guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else { usage() }
    options.threads = value
  case "--seed":
    guard let value = arguments.popFirst().flatMap(UInt64.init) else { usage() }
    options.seed = value
  case "--without":
    guard let value = arguments.popFirst() else { usage() }
    options.without = value.split(separator: ",").map(String.init)
  default: usage()
  }
}
exit((selfTest ? runSelfTest() : runSoak(options)) ? 0 : 1)
