import Workloads

// bench-table: the table of `Scripts/bench.sh`.
//
//   bench-table count-mallocs [--only Transforming.syncChain,Subjects.fanOut] [--implementations library,openCombine]
//       Under the preloaded malloc interposer: one counted run (after a warm-up
//       run) of every workload half; prints `id<TAB>implementation<TAB>mallocs
//       <TAB>live bytes or -<TAB>events` lines.
//   bench-table table [--runs 5] [--only Transforming.syncChain,Subjects.fanOut] [--implementations …] [--mallocs FILE]
//       Times every workload half (median of `--runs` runs after a warm-up run,
//       `ContinuousClock`), checks every result, and prints the Markdown table,
//       taking allocation counts from FILE (the output of `count-mallocs`).
//   bench-table scaling-run PROBE SIZE RUNS
//       Runs the library's half of one Scaling probe RUNS times at SIZE (each
//       result checked), for `Scripts/check-scaling.sh`, which counts the
//       instructions of one run under callgrind; `bench-table scaling-list`
//       prints the probes' names.
//   bench-table scaling [--runs 3] [--only Scaling.mergeLive,…] [--implementations …] [--check]
//       The Scaling family: every probe at each of its sizes (best of `--runs`),
//       printed as a Markdown table; with `--check`, exits 1 when a library
//       probe's cost per element at 10^5 exceeds 2× its cost at 10^3
//       (`Scripts/check-scaling.sh`).
//
// `--only` and `--implementations` narrow the run, e.g. to profile one half:
//   valgrind --tool=callgrind bench-table table --runs 1 --only Transforming.syncChain --implementations library
// Progress goes to standard error; the table to standard output.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("bench-table needs Glibc or Darwin (dlsym and the C library)")
#endif

struct Options {
  var command = ""
  var runs = 5
  var only: Set<String>?
  var mallocsFile: String?
  var implementations = Implementation.allCases
  var check = false
}

func usage(_ message: String) -> Never {
  StandardError.write(
    "bench-table: \(message)\n"
      + "usage: bench-table count-mallocs [--only IDS] [--implementations NAMES]\n"
      + "       bench-table table [--runs N] [--only IDS] [--implementations NAMES] [--mallocs FILE]\n"
      + "       bench-table scaling [--runs N] [--only NAMES] [--implementations NAMES] [--check]\n"
      + "       bench-table scaling-list | scaling-run PROBE SIZE RUNS\n")
  exit(2)
}

func parseOptions(_ arguments: [String]) -> Options {
  var options = Options()
  var rest = arguments[...]
  guard let command = rest.popFirst() else { usage("no command") }
  options.command = command
  while let flag = rest.popFirst() {
    if flag == "--check" {
      options.check = true
      continue
    }
    guard let value = rest.popFirst() else { usage("\(flag) needs a value") }
    switch flag {
    case "--runs":
      guard let runs = Int(value), runs > 0 else { usage("--runs takes a positive number") }
      options.runs = runs
    case "--only":
      options.only = Set(value.split(separator: ",").map(String.init))
    case "--mallocs":
      options.mallocsFile = value
    case "--implementations":
      options.implementations = value.split(separator: ",").map { name in
        guard let implementation = Implementation(rawValue: String(name)) else {
          usage("unknown implementation \(name) (library, openCombine, plainLoop)")
        }
        return implementation
      }
    default:
      usage("unknown option \(flag)")
    }
  }
  return options
}

// The two commands of the instruction-count check take positional arguments.
switch CommandLine.arguments.dropFirst().first {
case "scaling-list":
  for probe in ScalingProbe.all { print(probe.name) }
  exit(0)
case "scaling-run":
  let arguments = Array(CommandLine.arguments.dropFirst(2))
  guard arguments.count == 3, let probe = ScalingProbe.all.first(where: { $0.name == arguments[0] }),
    let size = Int(arguments[1]), let runs = Int(arguments[2])
  else { usage("scaling-run takes a probe's name, a size and a number of runs") }
  Scaling.run(probe, size: size, runs: runs)
  exit(0)
default:
  break
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
let entries = Registry.entries.filter { options.only?.contains($0.workload.name) ?? true }

switch options.command {
case "count-mallocs":
  guard let counter = MallocCounter() else {
    StandardError.write("bench-table: the malloc interposer is not preloaded; no counts\n")
    exit(1)
  }
  for entry in entries {
    for implementation in options.implementations {
      guard let run = entry.checkedRun(implementation) else { continue }
      let counted = Measure.allocations(counter, run)
      let live = counted.liveBytes.map(String.init) ?? "-"
      print(
        "\(entry.workload.name)\t\(implementation.rawValue)\t\(counted.mallocs)\t\(live)"
          + "\t\(entry.workload.events)")
      StandardError.write(
        "counted \(entry.workload.name) \(implementation.title): \(counted.mallocs) mallocs\n")
    }
  }
case "table":
  var table = Table(entries: entries)
  if let file = options.mallocsFile {
    table.allocations = Table.readAllocations(file)
  }
  for entry in entries {
    for implementation in options.implementations {
      guard let run = entry.checkedRun(implementation) else { continue }
      let measured = Measure.time(runs: options.runs, run)
      table.times[Table.Key(entry.workload.name, implementation)] = measured
      let perEvent = measured.medianNanoseconds / Double(entry.workload.events)
      StandardError.write(
        "timed \(entry.workload.name) \(implementation.title): "
          + "\(Table.format(perEvent)) ns/\(entry.workload.unit)\n")
    }
  }
  print(table.markdown(runs: options.runs), terminator: "")
case "scaling":
  let probes = ScalingProbe.all.filter { options.only?.contains($0.name) ?? true }
  let runs = CommandLine.arguments.contains("--runs") ? options.runs : 3
  let implementations = options.implementations.filter { $0 != .plainLoop }
  let rows = Scaling.measure(probes: probes, runs: runs, implementations: implementations)
  print(Scaling.markdown(rows, runs: runs), terminator: "")
  if options.check {
    let failures = Scaling.failures(rows)
    if !failures.isEmpty {
      StandardError.write(
        "bench-table scaling: cost per element grows more than \(Scaling.format(Scaling.allowedRatio))× "
          + "from 10^3 to 10^5:\n" + failures.map { "  \($0)\n" }.joined())
      exit(1)
    }
    StandardError.write("bench-table scaling: every probe within \(Scaling.format(Scaling.allowedRatio))×\n")
  }
default:
  usage("unknown command \(options.command)")
}
