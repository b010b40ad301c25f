/// @file
/// @brief Stand-in for CGSuite's Scala case class Periodicity(period, preperiod, saltus), returned by PeriodicityChecker.java.
package org.cgsuite.core.impartial;

public final class Periodicity
{
    private final int period, preperiod, saltus;

    public Periodicity(int period, int preperiod, int saltus)
    {
        this.period = period;
        this.preperiod = preperiod;
        this.saltus = saltus;
    }

    public int period() { return period; }
    public int preperiod() { return preperiod; }
    public int saltus() { return saltus; }
}
