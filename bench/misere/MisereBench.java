/// @file
/// @brief A Java front end around CGSuite's unchanged MisereSolver for the misère bench: octal code, heap limit, CPU cap, per-heap CSV.
//
// CGSuite's own front end (CommandLineInterface.java) needs the Scala half of CGSuite (CGScript, its
// TakeAndBreak), which Debian's Scala does not compile. This one drives the same solver calls the same way:
// MisereSolver(rules), then next() once per heap, with the periodicity check CommandLineInterface runs
// before each heap (TBCode.periodicityChecker's criteria, rebuilt in shim/.../TakeAndBreak.java), and prints
// the presentation in CommandLineInterface's format ("(Q,P) = Tn" when tame, else the BipartiteMonoid,
// then |Q|, |P| and Phi). Differences, on purpose:
//   - it goes on to the heap limit after the checker finds the pretending function periodic (CGSuite stops
//     there), so every program in the bench does the same work; --stop-at-solution stops as CGSuite does;
//   - the cap is the solver thread's CPU time, not wall time, because the bench machine is shared;
//   - it writes one CSV row per heap: the order of the quotient of heaps 0..n, its P-portion, and so on.
// It lives in the solver's package because the solver's state (p, logs, prefn) is package-private.
package org.cgsuite.core.misere.solver;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import org.cgsuite.core.impartial.Periodicity;
import org.cgsuite.core.impartial.PeriodicityChecker;
import org.cgsuite.core.impartial.TakeAndBreak;

public final class MisereBench
{
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final TakeAndBreak rules;
    private final int maxHeap;
    private final boolean stopAtSolution, quiet;
    private final List<String> rows = new ArrayList<>();
    private MisereSolver ms;
    private Periodicity solution;
    private int solvedAtHeap = -1;
    private volatile boolean finished;

    private MisereBench(TakeAndBreak rules, int maxHeap, boolean stopAtSolution, boolean quiet)
    {
        this.rules = rules;
        this.maxHeap = maxHeap;
        this.stopAtSolution = stopAtSolution;
        this.quiet = quiet;
    }

    public static void main(String[] args) throws Exception
    {
        if (args.length < 2)
        {
            System.err.println("usage: MisereBench CODE MAXHEAP [--cap-seconds S] [--csv FILE] [--stop-at-solution] [--quiet]\n"
                               + "       MisereBench CODE --grundy N   (normal-play values G(0..N-1) of the move generator)");
            System.exit(2);
        }
        if (args.length == 3 && args[1].equals("--grundy"))
        {
            printGrundyValues(TakeAndBreak.apply(args[0]), Integer.parseInt(args[2]));
            return;
        }
        double cap = 0;
        int verifyHeaps = 0, verifyParts = 0;
        String csv = null;
        boolean stop = false, quiet = false;
        for (int i = 2; i < args.length; i++)
        {
            switch (args[i])
            {
                case "--cap-seconds": cap = Double.parseDouble(args[++i]); break;
                case "--csv": csv = args[++i]; break;
                case "--stop-at-solution": stop = true; break;
                case "--quiet": quiet = true; break;
                case "--verify": verifyHeaps = Integer.parseInt(args[++i]); verifyParts = Integer.parseInt(args[++i]); break;
                default: System.err.println("unknown option " + args[i]); System.exit(2);
            }
        }
        MisereBench bench = new MisereBench(TakeAndBreak.apply(args[0]), Integer.parseInt(args[1]), stop, quiet);
        double seconds = bench.runWithCap(cap);
        bench.report(seconds);
        if (verifyHeaps > 0 && !bench.verify(Math.min(verifyHeaps, bench.ms.p.prefn.size() - 1), verifyParts))
        {
            System.exit(1);
        }
        if (csv != null)
        {
            try (PrintStream out = new PrintStream(csv))
            {
                out.println("game,heaps,order,p_portion_size,generators,tame,presentation_changed,checker_period,checker_preperiod,phi_word");
                bench.rows.forEach(out::println);
            }
        }
    }

    /**
     * The normal-play Sprague-Grundy values of the move generator, printed as "n G(n)" lines like
     * `sgperiod values`, so that the bench script can check the generator against another program first.
     */
    private static void printGrundyValues(TakeAndBreak rules, int count)
    {
        int[] g = new int[count];
        for (int n = 0; n < count; n++)
        {
            java.util.BitSet seen = new java.util.BitSet();
            for (scala.collection.immutable.IndexedSeq<org.cgsuite.core.Integer> option
                 : rules.heapOptions(org.cgsuite.core.Integer.apply(n)).items())
            {
                int x = 0;
                for (int i = 0; i < option.length(); i++)
                {
                    x ^= g[option.apply(i).intValue()];
                }
                seen.set(x);
            }
            g[n] = seen.nextClearBit(0);
            System.out.println(n + " " + g[n]);
        }
    }

    /** Runs the solver on its own thread; interrupts it once its CPU time passes the cap (0: no cap). */
    private double runWithCap(double capSeconds) throws InterruptedException
    {
        Thread solver = new Thread(() -> {
            try
            {
                solve();
            }
            catch (TimeoutException exc)
            {
                // The cap interrupted next(); the rows so far stand.
            }
            finished = true;
        });
        solver.start();
        long capNanos = (long) (capSeconds * 1e9);
        while (solver.isAlive())
        {
            solver.join(100);
            if (capNanos > 0 && !finished && THREADS.getThreadCpuTime(solver.getId()) > capNanos)
            {
                solver.interrupt();
                solver.join();
                capped = true;
            }
        }
        return solverCpu / 1e9;
    }

    private volatile boolean capped;
    private volatile long solverCpu;

    private void solve()
    {
        ms = new MisereSolver(rules);
        if (!quiet)
        {
            ms.logs.add(System.out);
        }
        PeriodicityChecker checker = rules.periodicityChecker();
        int currSize = ms.p.quotient.monoid.size();
        addRow(0, false);
        while (ms.p.prefn.size() <= maxHeap)
        {
            int heap = ms.p.prefn.size();
            if (checkPeriodicity(checker) && stopAtSolution)
            {
                break;
            }
            ms.next();
            solverCpu = THREADS.getCurrentThreadCpuTime();
            CommutativeMonoid monoid = ms.p.quotient.monoid;
            if (!quiet)
            {
                if (monoid.size() == currSize)
                {
                    System.out.print(monoid.elementToWord(ms.p.prefn.get(heap)) + " ");
                    System.out.flush();
                }
                else
                {
                    System.out.println("\n\n=== Presentation Changed at Heap " + heap + " ===\n");
                    printPresentation();
                }
            }
            System.out.printf("%n[heap %d: |Q| = %d, |P| = %d, cpu %.3f s]", heap, monoid.size(),
                              ms.p.quotient.pPortionSize(), solverCpu / 1e9);
            addRow(heap, monoid.size() != currSize || ms.expansionHeaps.contains(heap));
            currSize = monoid.size();
        }
        checkPeriodicity(checker);
        solverCpu = THREADS.getCurrentThreadCpuTime();
    }

    /**
     * Checks the quotient against the definition: every sum of 1..parts heaps of sizes 1..maxHeap gets the
     * misère outcome from the P-portion (through the pretending function) that a memoized search of the
     * game tree gives (no move: N; P when every option is N). Independent of the solver, so it also checks
     * that the move generator is wired to the solver as CGSuite's TakeAndBreak would be.
     */
    private boolean verify(int maxHeap, int parts)
    {
        java.util.Map<java.util.List<Integer>, Boolean> memo = new java.util.HashMap<>();
        int[] heaps = new int[parts];
        long checked = 0;
        for (int count = 1; count <= parts; count++)
        {
            java.util.Arrays.fill(heaps, 0, count, 1);
            while (true)
            {
                List<Integer> sum = new ArrayList<>();
                int x = 0;
                for (int i = 0; i < count; i++)
                {
                    sum.add(heaps[i]);
                    x = ms.p.quotient.monoid.product(x, ms.p.prefn.get(heaps[i]));
                }
                if (ms.p.quotient.isP(x) != misereP(sum, memo))
                {
                    System.out.println("VERIFY FAILED: " + sum + " is " + (misereP(sum, memo) ? "P" : "N")
                                       + " by search, " + (ms.p.quotient.isP(x) ? "P" : "N") + " by the quotient");
                    return false;
                }
                checked++;
                int i = count - 1;   // next nondecreasing tuple
                while (i >= 0 && heaps[i] == maxHeap) i--;
                if (i < 0) break;
                heaps[i]++;
                for (int j = i + 1; j < count; j++) heaps[j] = heaps[i];
            }
        }
        System.out.println("VERIFY ok: " + checked + " sums of 1.." + parts + " heaps of sizes 1.." + maxHeap);
        return true;
    }

    /** The misère outcome of a sum of heaps (sorted, no zeroes) by search: true when P. */
    private boolean misereP(List<Integer> sum, java.util.Map<List<Integer>, Boolean> memo)
    {
        Boolean known = memo.get(sum);
        if (known != null) return known;
        boolean hasMove = false, p = true;
        for (int i = 0; i < sum.size() && p; i++)
        {
            if (i > 0 && sum.get(i).equals(sum.get(i - 1))) continue;
            for (scala.collection.immutable.IndexedSeq<org.cgsuite.core.Integer> option
                 : rules.heapOptions(org.cgsuite.core.Integer.apply(sum.get(i))).items())
            {
                hasMove = true;
                List<Integer> next = new ArrayList<>(sum);
                next.remove(i);
                for (int k = 0; k < option.length(); k++) next.add(option.apply(k).intValue());
                java.util.Collections.sort(next);
                if (misereP(next, memo)) { p = false; break; }
            }
        }
        boolean result = hasMove && p;
        memo.put(sum, result);
        return result;
    }

    /** CommandLineInterface's test before each heap: the pretending function so far is periodic, saltus 0. */
    private boolean checkPeriodicity(PeriodicityChecker checker)
    {
        Periodicity p = checker.checkSequence(ms.p.prefn);
        if (p != null && p.saltus() == 0)
        {
            if (solution == null)
            {
                solution = p;
                solvedAtHeap = ms.p.prefn.size() - 1;
            }
            return true;
        }
        return false;
    }

    private void addRow(int heap, boolean changed)
    {
        BipartiteMonoid q = ms.p.quotient;
        Periodicity p = checker().checkSequence(ms.p.prefn);
        boolean solved = p != null && p.saltus() == 0;
        rows.add(rules + "," + heap + "," + q.monoid.size() + "," + q.pPortionSize() + ","
                 + q.monoid.getNumGenerators() + "," + (q.isTame() ? 1 : 0) + "," + (changed ? 1 : 0) + ","
                 + (solved ? p.period() : "") + "," + (solved ? p.preperiod() : "") + ","
                 + q.monoid.elementToWord(ms.p.prefn.get(heap)));
    }

    private PeriodicityChecker checker()
    {
        return rules.periodicityChecker();
    }

    /** CommandLineInterface.printPresentation without the analysis, in the same format. */
    private void printPresentation()
    {
        BipartiteMonoid q = ms.p.quotient;
        System.out.println(q.isTame() ? ("(Q,P) = T" + log2(q.size())) : q.toString());
        System.out.println("\n|Q| = " + q.monoid.size() + "; |P| = " + q.pPortionSize());
        System.out.print("\nPhi = ");
        for (int pv : ms.p.prefn)
        {
            System.out.print(q.monoid.elementToWord(pv) + " ");
        }
        System.out.flush();
    }

    private static int log2(int x)
    {
        return 31 - Integer.numberOfLeadingZeros(x);
    }

    private void report(double seconds)
    {
        int last = ms.p.prefn.size() - 1;
        System.out.println("\n\n=== Final Presentation at Heap " + last + " ===\n");
        printPresentation();
        System.out.println("\n");
        BipartiteMonoid q = ms.p.quotient;
        System.out.printf("RESULT game=%s heaps=%d order=%d p_portion=%d generators=%d tame=%s "
                          + "capped=%s solved_at=%s period=%s preperiod=%s solver_cpu=%.3f%n",
                          rules, last, q.monoid.size(), q.pPortionSize(), q.monoid.getNumGenerators(),
                          q.isTame() ? "yes" : "no", capped ? "yes" : "no",
                          solution == null ? "-" : Integer.toString(solvedAtHeap),
                          solution == null ? "-" : Integer.toString(solution.period()),
                          solution == null ? "-" : Integer.toString(solution.preperiod()), seconds);
    }
}
