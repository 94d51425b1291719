import Glibc

/// One run of a program that prints `first-frame <monotonic µs> rows <n> made <n> filled <n>` at
/// its first frame
/// and exits (see `cbaseline_exit_at_first_frame`): the time from spawning it to that frame,
/// and its CPU time and peak memory from the kernel's accounting of the reaped child.
/// ``firstLine(_:_:environment:timeout:)`` runs any program that prints one line and exits.
struct ChildRun {
    /// Milliseconds from `posix_spawn` to the first frame.
    var wall: Double
    /// User + system CPU time of the whole child, in milliseconds.
    var cpu: Double
    /// The child's peak resident set, in MiB.
    var peakMemory: Double
    /// Row widgets the list showed in that frame.
    var rows: Int
    /// Row widgets the list had made (and bound) by then.
    var rowsMade: Int
    /// Row widgets showing their item by then (a GtkUI list configures rows beyond the screen
    /// after the first frame).
    var rowsFilled: Int

    /// Runs `executable` with `arguments`, adding `environment` (`NAME=value`) to this
    /// process's; stops it after `timeout` seconds without a first frame.
    static func run(_ executable: String, _ arguments: [String], environment: [String],
                    timeout: Int32 = 120) throws -> ChildRun {
        let output = try firstLine(executable, arguments, environment: environment, timeout: timeout)
        let fields = output.line.split(separator: " ")
        guard fields.count == 8, fields[0] == "first-frame", let frame = Int64(fields[1]), let rows = Int(fields[3]),
              let made = Int(fields[5]), let filled = Int(fields[7])
        else {
            throw BenchmarkError("\(executable) printed \"\(output.line)\", not its first frame")
        }
        return ChildRun(wall: Double(frame - output.start) / 1e3, cpu: output.cpu,
                        peakMemory: Double(output.usage.ru_maxrss) / 1024, rows: rows, rowsMade: made, rowsFilled: filled)
    }

    /// The first line a child program printed, when it was started (monotonic µs), and the
    /// kernel's accounting of the reaped child.
    struct Output {
        var line: String
        var start: Int64
        var usage: rusage

        /// User + system CPU time of the whole child, in milliseconds.
        var cpu: Double {
            func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
            return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
        }
    }

    /// Runs `executable` with `arguments`, adding `environment` (`NAME=value`) to this
    /// process's, until it prints its first line and exits with status 0; stops it after
    /// `timeout` seconds without a line. Throws with its standard error otherwise.
    static func firstLine(_ executable: String, _ arguments: [String], environment: [String],
                          timeout: Int32 = 120) throws -> Output {
        var output: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { throw BenchmarkError("pipe: \(String(cString: strerror(errno)))") }
        let errorLog = "/tmp/vitals-bench-child-\(getpid()).log"
        defer { unlink(errorLog) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_addclose(&actions, output[0])
        posix_spawn_file_actions_addclose(&actions, output[1])
        posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var inherited: [String] = []
        var index = 0
        while let entry = environ[index] {
            inherited.append(String(cString: entry))
            index += 1
        }
        let names = Set(environment.map { $0.prefix { $0 != "=" } })
        let childEnvironment = inherited.filter { !names.contains($0.prefix { $0 != "=" }) } + environment
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = childEnvironment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid: pid_t = 0
        let start = monotonicMicroseconds()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(output[1])
        defer { close(output[0]) }
        guard spawned == 0 else {
            throw BenchmarkError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        let line = readLine(output[0], timeoutSeconds: timeout)
        if line == nil { kill(pid, SIGKILL) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        guard let line, status == 0 else {
            let log = (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
            throw BenchmarkError("\(executable) did not print its line (wait status \(status), "
                                 + "printed \(line.map { "\"\($0)\"" } ?? "nothing")); its stderr:\n\(log)")
        }
        return Output(line: line, start: start, usage: usage)
    }

    private static func monotonicMicroseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000
    }

    /// The first line written to `descriptor`, or `nil` at end of file or after the timeout.
    private static func readLine(_ descriptor: Int32, timeoutSeconds: Int32) -> String? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        let deadline = monotonicMicroseconds() + Int64(timeoutSeconds) * 1_000_000
        while !bytes.contains(UInt8(ascii: "\n")) {
            let left = deadline - monotonicMicroseconds()
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard left > 0, poll(&poller, 1, Int32(left / 1000)) > 0 else { return nil }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }
}
