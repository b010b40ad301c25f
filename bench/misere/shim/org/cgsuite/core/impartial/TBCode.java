/// @file
/// @brief Stand-in for CGSuite's Scala TBCode, only as far as MsvLoader.java (compiled with the solver) names it.
package org.cgsuite.core.impartial;

/** MsvLoader parses the rules of a saved .msv file with TBCode.apply; the bench never loads one. */
public final class TBCode
{
    private final String code;

    private TBCode(String code) { this.code = code; }

    public static TBCode apply(String code) { return new TBCode(TakeAndBreak.apply(code).toString()); }

    @Override public String toString() { return code; }
}
