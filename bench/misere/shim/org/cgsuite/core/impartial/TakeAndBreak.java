/// @file
/// @brief The move generator of an octal or hexadecimal game (code d0.d1d2...), written for the bench in place of CGSuite's Scala TakeAndBreak.
//
// Digit d_k says what may be left after taking k tokens from a heap: bit 0 nothing (the heap had exactly
// k), bit 1 one nonempty heap, bit 2 two nonempty heaps, bit 3 (hexadecimal) three. Options are listed as
// CGSuite's TBTraversal lists them: by tokens taken, then by the number of heaps left, then the heap sizes
// in nondecreasing order; each is the list of heaps left, with no zero heaps (the empty list when nothing
// is left). The solver only reads the set of options, so the order is a courtesy.
package org.cgsuite.core.impartial;

import java.util.ArrayList;
import java.util.List;
import scala.collection.immutable.IndexedSeq;
import scala.collection.immutable.Seq;

public final class TakeAndBreak implements HeapRuleset
{
    private final int[] digits;   // d_0, d_1, ..., without trailing zeroes (at least d_0)

    private TakeAndBreak(int[] digits) { this.digits = digits; }

    /** Parses "d0.d1d2..." with hexadecimal digits (0.07, 4.7, 0.137, 0.f8); anything else is refused. */
    public static TakeAndBreak apply(String code)
    {
        if (!code.matches("[0-9a-fA-F]\\.[0-9a-fA-F]+"))
        {
            throw new IllegalArgumentException("not an octal or hexadecimal code d0.d1d2...: " + code);
        }
        String all = code.charAt(0) + code.substring(2);
        int length = all.length();
        while (length > 1 && all.charAt(length - 1) == '0')
        {
            length--;
        }
        int[] digits = new int[length];
        for (int k = 0; k < length; k++)
        {
            digits[k] = Character.digit(all.charAt(k), 16);
        }
        if ((digits[0] & 3) != 0)
        {
            // Taking no token and leaving nothing or the same heap is no move of a finite game.
            throw new IllegalArgumentException("digit d0 of " + code + " must be 0, 4, 8 or c");
        }
        return new TakeAndBreak(digits);
    }

    /** CGSuite's TBCode.maxHeaps: the length of the longest digit's constraint list (highest bit + 1). */
    public int maxHeaps()
    {
        int max = 0;
        for (int d : digits)
        {
            max = Math.max(max, 32 - java.lang.Integer.numberOfLeadingZeros(d));
        }
        return max;
    }

    /** CGSuite's digits.length: the number of code digits d_0..d_k after trailing zeroes are dropped. */
    public int codeLength()
    {
        return digits.length;
    }

    /**
     * The checker CGSuite's TBCode.periodicityChecker builds (TBCode.scala): linear criteria
     * (maxHeaps, maxHeaps, digits.length - 1 + maxHeaps) and saltus 0.
     */
    public PeriodicityChecker periodicityChecker()
    {
        PeriodicityChecker checker = new PeriodicityChecker();
        checker.setLinearCriteria(maxHeaps(), maxHeaps(), digits.length - 1 + maxHeaps());
        checker.setMaxSaltus(0);
        return checker;
    }

    @Override
    public Seq<IndexedSeq<org.cgsuite.core.Integer>> heapOptions(org.cgsuite.core.Integer heapSize)
    {
        int n = heapSize.intValue();
        List<IndexedSeq<org.cgsuite.core.Integer>> options = new ArrayList<>();
        for (int k = 0; k < digits.length && k <= n; k++)
        {
            int d = digits[k], left = n - k;
            if ((d & 1) != 0 && left == 0)
            {
                options.add(option());
            }
            if ((d & 2) != 0 && left >= 1)
            {
                options.add(option(left));
            }
            if ((d & 4) != 0)
            {
                for (int a = 1; 2 * a <= left; a++)
                {
                    options.add(option(a, left - a));
                }
            }
            if ((d & 8) != 0)
            {
                for (int a = 1; 3 * a <= left; a++)
                {
                    for (int b = a; a + 2 * b <= left; b++)
                    {
                        options.add(option(a, b, left - a - b));
                    }
                }
            }
        }
        return new Seq<>(options);
    }

    private static IndexedSeq<org.cgsuite.core.Integer> option(int... heaps)
    {
        List<org.cgsuite.core.Integer> list = new ArrayList<>(heaps.length);
        for (int h : heaps)
        {
            list.add(org.cgsuite.core.Integer.apply(h));
        }
        return new IndexedSeq<>(list);
    }

    @Override
    public String toString()
    {
        StringBuilder s = new StringBuilder();
        s.append(Character.forDigit(digits[0], 16)).append('.');
        if (digits.length == 1)
        {
            s.append('0');
        }
        for (int k = 1; k < digits.length; k++)
        {
            s.append(Character.forDigit(digits[k], 16));
        }
        return s.toString();
    }
}
