/// @file
/// @brief Stand-in for CGSuite's Scala org.cgsuite.core.Integer: the two calls MisereSolver.java makes (apply, intValue).
package org.cgsuite.core;

/** A heap size, as MisereSolver passes it to and reads it from a HeapRuleset. */
public final class Integer
{
    private final int value;

    private Integer(int value) { this.value = value; }

    /** Mirrors the Scala companion's Integer(n), compiled by scalac to a static forwarder. */
    public static Integer apply(int value) { return new Integer(value); }

    public int intValue() { return value; }

    @Override public String toString() { return java.lang.Integer.toString(value); }
}
