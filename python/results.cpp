/// @brief Conversions of the library's results to NumPy arrays and dicts (the fields the Python dataclasses take).
#include "results.hpp"

#include <memory>

#include <pybind11/stl.h>

namespace sgpy {

namespace {

template <class T>
py::array view_of(std::unique_ptr<sgp::NimSequence> seq) {
  const auto size = static_cast<py::ssize_t>(seq->size());
  T* data = seq->data<T>();
  // The capsule owns the sequence: the array's memory lives as long as the array (and its views).
  py::capsule owner(seq.release(), [](void* p) { delete static_cast<sgp::NimSequence*>(p); });
  return py::array_t<T>({size}, {static_cast<py::ssize_t>(sizeof(T))}, data, owner);
}

unsigned narrowest_width(uint32_t max) { return max < (1u << 8) ? 1 : max < (1u << 16) ? 2 : 4; }

py::object optional_int(bool present, long long v) { return present ? py::object(py::int_(v)) : py::object(py::none()); }
// Counts are unsigned and reach 2^64 - 1 (a saturated values_needed): through long long they came out negative.
py::object optional_count(bool present, uint64_t v) { return present ? py::object(py::int_(v)) : py::object(py::none()); }

}  // namespace

py::array to_numpy(sgp::NimSequence&& values) {
  auto seq = std::make_unique<sgp::NimSequence>(std::move(values));
  if (seq->empty()) return py::array_t<uint8_t>(0);
  const unsigned want = narrowest_width(seq->max_value());
  if (want != seq->width()) {
    auto narrow = std::make_unique<sgp::NimSequence>();
    narrow->reserve(seq->size());
    for (std::size_t i = 0; i < seq->size(); ++i) narrow->push_back((*seq)[i]);
    seq = std::move(narrow);
  }
  switch (seq->width()) {
    case 1: return view_of<uint8_t>(std::move(seq));
    case 2: return view_of<uint16_t>(std::move(seq));
    default: return view_of<uint32_t>(std::move(seq));
  }
}

py::dict run_to_dict(sgp::RunReport&& r, bool with_values) {
  using sgp::Status;
  py::dict d;
  const bool pattern = r.status != Status::Open;
  d["game"] = r.game.input;
  d["canonical"] = r.canonical;
  d["status"] = sgp::status_name(r.status);
  d["period"] = optional_count(pattern, r.periodicity.period);
  d["preperiod"] = optional_count(pattern, r.periodicity.preperiod);
  d["last_exception"] = optional_int(pattern, r.periodicity.last_exception());
  d["saltus"] = optional_int(pattern, r.periodicity.saltus);
  d["theorem"] = r.status == Status::Proven ? py::object(py::str(r.theorem)) : py::object(py::none());
  d["check_from"] = optional_count(pattern, r.check_from);
  d["check_to"] = optional_count(pattern, r.check_to);
  if (r.status == Status::Open && r.candidate) {
    py::dict c;
    c["period"] = r.candidate->period;
    c["preperiod"] = r.candidate->preperiod;
    c["values_needed"] = r.candidate->values_needed;
    d["candidate"] = c;
  } else {
    d["candidate"] = py::none();
  }
  d["n_computed"] = r.values_computed;
  d["limit"] = r.limit;
  d["max_value"] = r.max_value;
  d["max_value_at"] = r.max_value_at;
  d["method"] = r.method;
  d["seconds"] = r.seconds;
  d["values"] = with_values ? py::object(to_numpy(std::move(r.values))) : py::object(py::none());
  if (r.statistics.empty()) {
    d["statistics"] = py::none();
  } else {
    py::list rows;
    for (const sgp::SequenceStats& st : r.statistics) {
      py::dict row;
      row["n"] = st.n;
      row["max_value"] = st.max_value;
      row["rare_mask"] = st.rare_mask;
      row["rare_count"] = st.rare_count;
      row["last_rare"] = st.last_rare;
      row["histogram"] = st.histogram;
      rows.append(row);
    }
    d["statistics"] = rows;
  }
  return d;
}

py::dict check_to_dict(const sgp::ClaimCheck& c) {
  const bool refuted = c.verdict == sgp::Verdict::Refuted;
  py::dict d;
  d["verdict"] = sgp::verdict_name(c.verdict);
  d["theorem"] = c.verdict == sgp::Verdict::Proven ? py::object(py::str(c.theorem)) : py::object(py::none());
  d["message"] = c.message;
  d["values_needed"] = optional_count(c.values_needed != 0, c.values_needed);
  d["values_computed"] = c.values_computed;
  d["counterexample"] = optional_count(refuted, c.counterexample);
  d["value_n"] = optional_int(refuted, c.value_n);
  d["value_n_plus_period"] = optional_int(refuted, c.value_n_plus_p);
  return d;
}

namespace {

void pattern_fields(py::dict& d, sgp::Status status, const sgp::Periodicity& p) {
  const bool pattern = status != sgp::Status::Open;
  d["status"] = sgp::status_name(status);
  d["period"] = optional_count(pattern, p.period);
  d["preperiod"] = optional_count(pattern, p.preperiod);
  d["last_exception"] = optional_int(pattern, p.last_exception());
  d["saltus"] = optional_int(pattern, p.saltus);
}

}  // namespace

py::dict census_class_to_dict(const sgp::CensusEntry& c, std::size_t index) {
  py::dict d;
  d["index"] = index;
  d["representative"] = c.representative;
  py::list members;
  for (const auto& m : c.members) {
    py::dict md;
    md["code"] = m.code;
    md["class_index"] = index;
    md["offset"] = m.offset;
    md["rule"] = m.rule;
    pattern_fields(md, m.status, m.periodicity);
    md["values_computed"] = m.values_computed;
    members.append(md);
  }
  d["members"] = members;
  pattern_fields(d, c.status, c.periodicity);
  d["values_computed"] = c.values_computed;
  d["budget"] = c.budget;
  d["max_value"] = c.max_value;
  d["max_value_at"] = c.max_value_at;
  d["rare_mask"] = optional_int(c.rare.known, c.rare.mask);
  d["rare_count"] = optional_count(c.rare.known, c.rare.count);
  d["rare_last"] = optional_count(c.rare.known, c.rare.last);
  const bool cand = c.status == sgp::Status::Open && c.candidate.has_value();
  d["candidate_period"] = optional_count(cand, cand ? c.candidate->period : 0);
  d["candidate_preperiod"] = optional_count(cand, cand ? c.candidate->preperiod : 0);
  d["values_needed"] = optional_count(cand, cand ? c.candidate->values_needed : 0);
  py::list agrees;
  for (const auto& [rep, n] : c.agrees_with) agrees.append(py::make_tuple(rep, n));
  d["agrees_with"] = agrees;
  return d;
}

}  // namespace sgpy
