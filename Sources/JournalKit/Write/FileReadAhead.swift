import Foundation

/// The journal file a writing command (`journal add`, `journal today`) most likely writes, read
/// on the other core while the journal is read: its bytes, and where its lines start.
///
/// A writing command reads the journal, then reads the file it writes once more, whole: the
/// read of the journal lets go of its copy as it goes. On the ten-year journal (3.6 MB) that
/// second read and the finding of its lines took 3–4 ms of the 30 ms `journal today` may take,
/// while a core had nothing to do (docs/ARCHITECTURE.md, Speed devices).
///
/// Read after the file's stamp is taken (``FileStamp``): a file changed since is refused when
/// written, as when it is read afterwards. A file of 8 MB or more is not read ahead, so that
/// two copies of it are never held at once.
public final class FileReadAhead: @unchecked Sendable {
    /// The path read, as given.
    public let path: String
    private let done = DispatchGroup()
    /// What was read: written by the reading thread before `done` is left, read after it.
    private var read: DayInsertion?

    /// Starts reading the file at `path`, when it is a regular file under 8 MB.
    public init(_ path: String) {
        self.path = path
        var st = stat()
        guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG, Int(st.st_size) < FileBytes.halvesFrom else { return }
        DispatchQueue.global().async(group: done) { [self] in
            read = (try? FileContents.read(path)).map { DayInsertion(bytes: $0, path: path, sections: []) }
        }
    }

    /// The file read ahead (once it is read), with its sections as the journal's read found
    /// them: the file number `file` of `sections`, or, for a file the read did not reach, read
    /// from its bytes. Nil when it was not read (a folder, a file gone or too long).
    public func insertion(file: Int?, of sections: SectionLines) -> DayInsertion? {
        done.wait()
        guard let read else { return nil }
        return file.map { read.placing(sectionsOfFile: $0, of: sections) } ?? DayInsertion(bytes: read.bytes, path: path)
    }

    /// The file at `path` with its sections as the journal's read found them (file number
    /// `file` of `sections`, else read from its bytes): the file read ahead when `path` names
    /// it, else read now. Throws when it cannot be read.
    public func insertion(of path: String, file: Int?, in sections: SectionLines) throws -> DayInsertion {
        if FilePath.canonical(path) == FilePath.canonical(self.path), let read = insertion(file: file, of: sections) { return read }
        let bytes = try FileContents.read(path)
        return file.map { DayInsertion(bytes: bytes, path: path, file: $0, of: sections) } ?? DayInsertion(bytes: bytes, path: path)
    }
}
