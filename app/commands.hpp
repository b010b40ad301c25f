/// @brief The subcommands of the sgperiod CLI, one registration function (and one file) each.
#pragma once
#include <CLI/CLI.hpp>

#include "sgperiod/misere.hpp"

namespace sgp::cli {
void add_values_command(CLI::App& app);   // app/cmd_values.cpp
void add_run_command(CLI::App& app);      // app/cmd_run.cpp
void add_verify_command(CLI::App& app);   // app/cmd_verify.cpp
void add_batch_command(CLI::App& app);    // app/cmd_batch.cpp
void add_header_command(CLI::App& app);   // app/cmd_header.cpp
void add_census_command(CLI::App& app);   // app/cmd_census.cpp
void add_report_command(CLI::App& app);   // app/cmd_report.cpp
void add_solve_command(CLI::App& app);    // app/cmd_solve.cpp
void add_misere_command(CLI::App& app);   // app/cmd_misere.cpp
/// The settings of `misere` and `solve misere` from their -n and --max-order (empty: defaults).
MisereSettings misere_settings(const std::string& heaps, const std::string& max_order, const std::string& heaps_flag = "-n");
}  // namespace sgp::cli
