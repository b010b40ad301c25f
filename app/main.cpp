/// @brief sgperiod: the thin command-line front end of the library.
#include <iostream>
#include <memory>
#include <new>

#include "app/commands.hpp"
#include "app/common.hpp"
#include "app/interrupt.hpp"
#include "app/mpi.hpp"
#include "sgperiod/game.hpp"
#include "sys/quote.hpp"

namespace {

int run_cli(int argc, char** argv) {
  using namespace sgp::cli;
  CLI::App app{"sgperiod " SGPERIOD_VERSION
               ": exact nim-sequences of heap games, their periods and proofs.\n"
               "Games: codes 0.77 .137 4.07 0.[3] 0.f, subtraction games S(1,3,4) and S-(2,3,7) (all but 2, 3, 7), or a name\n"
               "(kayles dawson-kayles dawson-chess treblecross nim lasker grundy).\n"
               "Numbers: digits (1000000, grouped 1'000'000 or 1_000_000), a whole decimal with exponent (1e6, 2.5e6)\n"
               "or a power (2^20, 10**6); spaces around are ignored; no sign, hexadecimal, nan or fraction.\n"
               "Sizes add a unit (8GiB, 512MiB, 1e9 bytes), durations s, m or h (30s, 10m, 1h); neither may be zero.\n"
               "-n N always means the N values G(0..N-1).",
               "sgperiod"};
  app.set_version_flag("--version", std::string("sgperiod ") + SGPERIOD_VERSION);
  app.require_subcommand(1);
  app.fallthrough();
  add_values_command(app);
  add_run_command(app);
  add_verify_command(app);
  add_batch_command(app);
  add_header_command(app);
  add_census_command(app);
  add_report_command(app);
  add_solve_command(app);
  add_misere_command(app);

  command_line() = "sgperiod";
  for (int i = 1; i < argc; ++i) command_line() += std::string(" ") + argv[i];
  if (argc > 1 && argv[1][0] != '-') {
    bool known = false;
    for (const auto* sub : app.get_subcommands({})) known |= sub->get_name() == argv[1];
    if (!known) {
      std::cerr << "sgperiod: unknown command '" << sgp::sys::quote_input(argv[1]) << "'\nTry 'sgperiod --help'\n";
      return 2;
    }
  }
  install_interrupt_handlers();
  const std::string sub = argc > 1 ? argv[1] : "";
  // Under mpirun every rank would run any other command in full and write the same files.
  if (mpi_distributor() && !sub.empty() && sub[0] != '-' && sub != "census" && sub != "batch" && sub != "verify") {
    std::cerr << "sgperiod: " << sub << " runs in one process; only census, batch and verify spread over MPI "
              << "(run it without mpirun, or with -np 1)\n";
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const Interrupted& i) {  // Ctrl-C or SIGTERM, stopped at a block boundary
    std::cerr << "sgperiod: interrupted" << (i.message.empty() ? "" : ": " + i.message) << "\n";
    return 128 + i.signal;
  } catch (const std::bad_alloc&) {  // an allocation the budget did not foresee (ulimit -v, overcommit off)
    const std::string fix = sub == "run"      ? "give a smaller -n, or --memory below what this process may use (ulimit -v)"
                            : sub == "census" ? "give a smaller --budget or --candidate-limit, or raise ulimit -v"
                                              : "give a smaller -n, or raise ulimit -v";
    std::cerr << "sgperiod: " << sub << ": out of memory (an allocation failed); " << fix << "\n";
    return 1;
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    // CLI11 quotes arguments in its messages as they came (an unexpected argument, a value it could not
    // convert): escaped here, and cut only far past any message an ordinary command line gives.
    std::cerr << "sgperiod: " << sgp::sys::quote_input(e.what(), 4096) << "\nTry 'sgperiod --help'\n";
    return 2;
  } catch (const UsageError& e) {
    std::cerr << "sgperiod: " << e.what() << "\nTry 'sgperiod --help'\n";
    return 2;
  } catch (const sgp::InvalidInput& e) {  // bad game, ...: the user's input, refused by the library
    std::cerr << "sgperiod: " << e.what() << "\nTry 'sgperiod --help'\n";
    return 2;
  } catch (const std::invalid_argument& e) {  // bad method, ...: the user's input
    std::cerr << "sgperiod: " << e.what() << "\nTry 'sgperiod --help'\n";
    return 2;
  } catch (const Failure& e) {
    std::cerr << "sgperiod: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "sgperiod: " << e.what() << "\n";
    return 1;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  sgp::cli::mpi_start(argc, argv);
  return sgp::cli::mpi_end(run_cli(argc, argv));
}
