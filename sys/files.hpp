/// @brief Files written whole or not at all: one atomic write for every output and checkpoint.
#pragma once
#include <functional>
#include <ostream>
#include <stdexcept>
#include <string>

namespace sgp::sys {

/// A file that could not be written. what() is "cannot write 'PATH': why", PATH as the caller gave it.
struct FileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Writes what `body` puts into the stream to `path`, so that no reader, crash or full disk ever sees
/// half of it:
///  - a regular file (existing or new) gets a temporary file beside it, written, flushed, fsync-ed and
///    renamed over it; then the folder is fsync-ed (best effort);
///  - a symbolic link is written through: its target is replaced, the link stays a link;
///  - a FIFO or a device has no contents to replace and is written directly;
///  - "-" is standard output.
/// A failed open, write, flush, fsync, close or rename (a full disk, /dev/full) is a FileError naming
/// `path`, and leaves no temporary file; a directory is refused the same way. An empty path is
/// std::invalid_argument. An exception from `body` passes through unchanged, the temporary file removed.
void write_file_atomically(const std::string& path, const std::function<void(std::ostream&)>& body);

}  // namespace sgp::sys
