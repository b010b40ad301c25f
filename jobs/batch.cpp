/// @brief Batches: JOBS.csv parsing with line-numbered errors and the parallel, order-preserving run.
#include "jobs/batch.hpp"

#include <tbb/parallel_for.h>

#include <algorithm>
#include <cctype>
#include <tuple>
#include <mutex>

#include "formats/tables.hpp"
#include "sys/quote.hpp"
#include "sys/text.hpp"

namespace sgp {

namespace {

std::string trim(const std::string& s) {
  std::size_t a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

}  // namespace

std::vector<BatchJob> parse_jobs(std::istream& in, const std::function<uint64_t(const std::string&)>& parse_limit) {
  std::vector<BatchJob> jobs;
  std::string line;
  std::size_t number = 0;
  bool first = true;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const bool bom_ok = sys::drop_utf8_bom(line, number);
    std::string t = trim(line);
    if (bom_ok && (t.empty() || t[0] == '#')) continue;
    BatchJob job;
    job.line = number;
    job.game_text = t;
    auto fail = [&](const std::string& why) { job.error = "line " + std::to_string(number) + ": " + why; };
    std::string why;
    // A NUL is refused outright: a C string would end at it, so the job run and the job named could
    // differ. The row's game column shows the line escaped, never the byte itself.
    if (const std::size_t nul = line.find('\0'); nul != std::string::npos) {
      job.game_text = sys::quote_input(t, std::string::npos);
      fail("a NUL byte at column " + std::to_string(nul + 1) +
           " (a JOBS file is text; was it saved in another encoding, such as UTF-16?)");
      first = false;
      jobs.push_back(std::move(job));
      continue;
    }
    auto fields = split_csv_line(line, &why);
    if (!bom_ok) {
      job.game_text = trim(line.substr(3));  // the row names the job without the mark's bytes
      fail(sys::kMisplacedBom);
    } else if (!fields) {
      fail(why);
    } else {
      bool header = first && !fields->empty() && (*fields)[0] == "game";
      first = false;
      if (header) continue;
      job.game_text = (*fields)[0];
      if (fields->size() > 2) {
        fail("expected 'game,limit' but found " + std::to_string(fields->size()) +
             " fields (quote games holding commas: \"S(1,3,4)\")");
      } else if (job.game_text.empty()) {
        fail("empty game");
      } else {
        try {
          job.game = parse_game(job.game_text);
        } catch (const std::exception& e) {
          fail(e.what());
        }
        if (job.ok() && fields->size() == 2 && !(*fields)[1].empty()) {
          job.limit_text = (*fields)[1];
          try {
            job.limit = parse_limit(job.limit_text);
            if (job.limit == 0) fail("limit must be at least 1");
          } catch (const std::exception& e) {
            fail(e.what());
          }
        }
      }
    }
    first = false;
    if (!job.ok()) job.game.reset();
    jobs.push_back(std::move(job));
  }
  return jobs;
}

std::string batch_error_row(const BatchJob& job) {
  std::string row = csv_field(job.game_text) + ",,,error";
  std::size_t columns = 1;
  for (char c : run_csv_header()) columns += c == ',';
  for (std::size_t i = 4; i < columns; ++i) row += ',';
  return row;
}

std::string batch_bfile_name(const BatchJob& job, const std::string& canonical) {
  return "line" + std::to_string(job.line) + "_" + bfile_stem(canonical) + ".txt";
}

namespace {
// A job's run: its limit or the first default (a table of many games stays small), every value kept for
// its b-file, the batch's progress.
RunSettings job_settings(const BatchJob& job, const BatchOptions& opt) {
  RunSettings s;
  s.limit = job.limit;
  s.method = opt.method;
  s.long_default = false;
  s.front_tail = false;
  s.progress = opt.run_progress;
  return s;
}
}  // namespace

BatchOutcome run_batch(const std::vector<BatchJob>& jobs, const BatchOptions& opt) {
  BatchOutcome out;
  out.rows.resize(jobs.size());
  std::vector<std::string> failures(jobs.size());
  std::mutex lock;
  std::size_t done = 0, running = 0;
  auto report = [&](int running_delta, int done_delta) {
    std::lock_guard<std::mutex> g(lock);
    running = static_cast<std::size_t>(static_cast<long>(running) + running_delta);
    done += static_cast<std::size_t>(done_delta);
    if (opt.progress) opt.progress(done, running, jobs.size());
  };
  for (std::size_t i = 0; i < jobs.size(); ++i)
    if (!jobs[i].ok()) {
      out.rows[i] = batch_error_row(jobs[i]);
      failures[i] = jobs[i].error;
      report(0, 1);  // a bad row is done at once
    }
  // One job: its row and, when it failed, why.
  auto run_job = [&](std::size_t i) {
    const BatchJob& job = jobs[i];
    try {
      RunReport r = sgp::run(*job.game, job_settings(job, opt));
      if (opt.on_result) opt.on_result(job, r);
      return std::make_pair(run_csv_row(r, job.game_text, opt.with_seconds), std::string());
    } catch (const std::exception& e) {
      return std::make_pair(batch_error_row(job), "line " + std::to_string(job.line) + ": " + sys::quote_input(job.game_text) + ": " + e.what());
    }
  };
  if (opt.distributor) {
    if (opt.on_result) throw std::invalid_argument("batch: b-files are not written by distributed batches");
    if (!opt.distributor->root()) {
      // A row never holds a newline (csv_field quotes none of ours), so one separates it from the failure.
      opt.distributor->run({}, [&](std::size_t i) {
        auto [row, failure] = run_job(i);
        return row + '\n' + failure;
      }, {});
      return {};
    }
    std::vector<std::size_t> order;
    std::vector<uint64_t> size(jobs.size(), 0);
    for (std::size_t i = 0; i < jobs.size(); ++i)
      if (jobs[i].ok()) {
        order.push_back(i);
        size[i] = outline_run(*jobs[i].game, job_settings(jobs[i], opt)).estimate;
      }
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return size[a] > size[b]; });
    opt.distributor->run(order, {}, [&](std::size_t i, const std::string& result) {
      const std::size_t cut = result.find('\n');
      out.rows[i] = result.substr(0, cut);
      failures[i] = cut == std::string::npos ? std::string() : result.substr(cut + 1);
      report(0, 1);
    });
  } else {
    tbb::parallel_for(std::size_t(0), jobs.size(), [&](std::size_t i) {
      if (!jobs[i].ok()) return;
      report(1, 0);
      std::tie(out.rows[i], failures[i]) = run_job(i);
      report(-1, 1);
    });
  }
  for (auto& f : failures)
    if (!f.empty()) out.errors.push_back(f);
  return out;
}

}  // namespace sgp
