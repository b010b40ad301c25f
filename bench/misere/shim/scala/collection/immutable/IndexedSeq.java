/// @file
/// @brief Stand-in for scala.collection.immutable.IndexedSeq: length() and apply(i), the calls MisereSolver.java makes.
package scala.collection.immutable;

public final class IndexedSeq<A>
{
    private final java.util.List<A> items;

    public IndexedSeq(java.util.List<A> items) { this.items = items; }

    public int length() { return items.size(); }

    public A apply(int i) { return items.get(i); }
}
