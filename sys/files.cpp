/// @brief The one atomic write: links resolved, special files written directly, a synced temporary file renamed over the rest.
#include "sys/files.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <streambuf>
#include <vector>

#include "sys/quote.hpp"

namespace sgp::sys {

namespace {

[[noreturn]] void fail(const std::string& path, const std::string& what, int err) {
  throw FileError("cannot write '" + quote_path(path) + "': " + what + (err ? std::string(": ") + std::strerror(err) : ""));
}

// A stream buffer over a POSIX descriptor, so that the temporary file is written and fsync-ed through
// the same descriptor, a write cut short by a signal goes on, and the errno of a failed write survives
// for the message (a stream only records that it failed).
class FdBuf : public std::streambuf {
 public:
  explicit FdBuf(int fd) : fd_(fd), buf_(std::size_t(1) << 16) { setp(buf_.data(), buf_.data() + buf_.size()); }
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  // Large blocks (a checkpoint's payload, the chunks of formats/decimal.hpp) go straight to the descriptor
  // instead of through the buffer.
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    if (n < static_cast<std::streamsize>(buf_.size())) return std::streambuf::xsputn(s, n);
    if (!drain() || !write_all(s, static_cast<std::size_t>(n))) return 0;
    return n;
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  bool drain() {
    const bool ok = error_ == 0 && write_all(pbase(), static_cast<std::size_t>(pptr() - pbase()));
    setp(buf_.data(), buf_.data() + buf_.size());
    return ok;
  }
  bool write_all(const char* p, std::size_t n) {
    while (n) {
      const ssize_t w = ::write(fd_, p, n);
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) {
        error_ = w < 0 ? errno : ENOSPC;  // a write of nothing is a full device
        return false;
      }
      p += w;
      n -= static_cast<std::size_t>(w);
    }
    return true;
  }

  int fd_;
  std::vector<char> buf_;
  int error_ = 0;
};

// Runs the body into `fd` and flushes; a failed write is an error naming the path and the system's
// reason. Leaves `fd` open for the caller's fsync and close.
void write_body(int fd, const std::function<void(std::ostream&)>& body, const std::string& path) {
  FdBuf buf(fd);
  std::ostream out(&buf);
  body(out);
  out.flush();
  if (!out) fail(path, "write error", buf.error());
}

// The file a path names, following symbolic links (a dangling one names its missing target), so that
// writing "through" a link replaces the target and leaves the link in place.
std::string resolve_links(const std::string& path) {
  std::string p = path;
  for (int hop = 0; hop < 40; ++hop) {
    struct stat st;
    if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return p;
    std::vector<char> text(4096);
    const ssize_t len = ::readlink(p.c_str(), text.data(), text.size() - 1);
    if (len < 0) fail(path, "cannot read the link " + p, errno);
    const std::string to(text.data(), static_cast<std::size_t>(len));
    const std::size_t slash = p.find_last_of('/');
    p = to[0] == '/' || slash == std::string::npos ? to : p.substr(0, slash + 1) + to;
  }
  fail(path, "too many levels of symbolic links", 0);
}

// A FIFO or a device has no contents to replace: written straight into, its errors reported (a full
// device must not pass for a written file). Not fsync-ed: they have nothing to sync (fsync says EINVAL).
void write_special(const std::string& target, const std::function<void(std::ostream&)>& body, const std::string& path) {
  const int fd = ::open(target.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) fail(path, "cannot open it", errno);
  try {
    write_body(fd, body, path);
  } catch (...) {
    ::close(fd);
    throw;
  }
  if (::close(fd) != 0) fail(path, "close failed", errno);
}

// A writer killed between creating its temporary file and the rename (kill -9, a power cut) leaves
// TARGET.tmp.PID behind. Once a later write of the same target has succeeded, those of processes that
// no longer exist are removed; a live writer's (another process writing the same file) is left alone.
void remove_stale_temporaries(const std::string& dir, const std::string& name) {
  const std::string prefix = name + ".tmp.";
  std::error_code ec;
  for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string f = it->path().filename().string();
    if (f.size() <= prefix.size() || f.compare(0, prefix.size(), prefix) != 0) continue;
    const std::string digits = f.substr(prefix.size());
    if (digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) continue;
    const pid_t pid = static_cast<pid_t>(std::stol(digits));
    if (pid == ::getpid() || ::kill(pid, 0) == 0 || errno != ESRCH) continue;
    std::filesystem::remove(it->path(), ec);
    ec.clear();
  }
}

}  // namespace

void write_file_atomically(const std::string& path, const std::function<void(std::ostream&)>& body) {
  if (path.empty()) throw std::invalid_argument("an output path is empty (name a file, or '-' for standard output)");
  if (path == "-") {
    body(std::cout);
    std::cout.flush();
    if (!std::cout) fail("standard output", "write error", errno);
    return;
  }
  const std::string target = resolve_links(path);
  struct stat st;
  if (::stat(target.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    if (S_ISDIR(st.st_mode)) fail(path, "it is a directory", 0);
    write_special(target, body, path);
    return;
  }
  // A temporary file beside the target, on disk before it replaces the target, so that a crash or a
  // full disk leaves either the old file or the whole new one.
  const std::string tmp = target + ".tmp." + std::to_string(::getpid());
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) fail(path, "cannot create " + tmp, errno);
  try {
    write_body(fd, body, path);
    if (::fsync(fd) != 0) fail(path, "fsync failed", errno);
  } catch (...) {
    ::close(fd);
    std::remove(tmp.c_str());
    throw;
  }
  if (::close(fd) != 0) {
    const int e = errno;
    std::remove(tmp.c_str());
    fail(path, "close failed", e);
  }
  if (std::rename(tmp.c_str(), target.c_str()) != 0) {
    const int e = errno;
    std::remove(tmp.c_str());
    fail(path, "rename failed", e);
  }
  // The rename lasts a crash only once the folder's entry is on disk too.
  const std::size_t slash = target.find_last_of('/');
  const std::string dir = slash == std::string::npos ? "." : target.substr(0, slash + 1);
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
  remove_stale_temporaries(dir, slash == std::string::npos ? target : target.substr(slash + 1));
}

}  // namespace sgp::sys
