/// @file
/// @brief Stand-in for the Scala Seq that HeapRuleset.heapOptions(...).toSeq() yields in MisereSolver.java.
package scala.collection.immutable;

public final class Seq<A>
{
    private final java.util.List<A> items;

    public Seq(java.util.List<A> items) { this.items = items; }

    public Seq<A> toSeq() { return this; }

    public java.util.List<A> items() { return items; }
}
